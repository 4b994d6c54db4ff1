import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EffortPicker, LoadAdjuster } from './set-logger.tsx';

describe('LoadAdjuster', () => {
  it('shows the plates per side one tap from a bar’s load, and a load that cannot be built', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <LoadAdjuster type="barbell" units="metric" weight={100} topReps={8} onChange={() => {}} />,
    );
    const plates = screen.getByRole('button', { name: 'Plates' });
    expect(plates).toHaveAttribute('aria-expanded', 'false');
    await user.click(plates);
    expect(screen.getByText('Per side: 25 + 15 kg on a 20 kg bar.')).toBeInTheDocument();
    rerender(
      <LoadAdjuster type="barbell" units="metric" weight={63} topReps={8} onChange={() => {}} />,
    );
    expect(
      screen.getByText("63 kg can't be built with your plates: 62.5 kg or 65 kg can."),
    ).toBeInTheDocument();
    // Not for dumbbells.
    rerender(
      <LoadAdjuster type="dumbbell" units="metric" weight={22} topReps={8} onChange={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Plates' })).not.toBeInTheDocument();
  });

  it('asks for a first load, then steps through the dumbbell rack', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <LoadAdjuster
        type="dumbbell"
        units="metric"
        weight={null}
        topReps={12}
        onChange={onChange}
      />,
    );
    expect(
      screen.getByText(
        'Choose a load you could lift 2 more times than the top of the range (14 reps).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease load' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase load' }));
    expect(onChange).toHaveBeenLastCalledWith(1);

    rerender(
      <LoadAdjuster type="dumbbell" units="metric" weight={22} topReps={12} onChange={onChange} />,
    );
    expect(screen.getByRole('textbox', { name: 'kg per dumbbell' })).toHaveValue('22');
    // The next dumbbells of the rack: 2 kg apart above 10 kg.
    await user.click(screen.getByRole('button', { name: 'Increase load' }));
    expect(onChange).toHaveBeenLastCalledWith(24);
    await user.click(screen.getByRole('button', { name: 'Decrease load' }));
    expect(onChange).toHaveBeenLastCalledWith(20);

    // Typed: a comma decimal is read, a value over the limit is capped at 680 kg.
    const input = screen.getByRole('textbox', { name: 'kg per dumbbell' });
    await user.clear(input);
    await user.type(input, '22,5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(22.5);
    await user.clear(input);
    await user.type(input, '5000{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(680);
  });

  it('steps a barbell by 5 lb for an imperial member, and a band by level', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <LoadAdjuster type="barbell" units="imperial" weight={135} topReps={8} onChange={onChange} />,
    );
    expect(screen.getByRole('textbox', { name: 'lbs' })).toHaveValue('135');
    await user.click(screen.getByRole('button', { name: 'Increase load' }));
    expect(onChange).toHaveBeenLastCalledWith(140);
    rerender(
      <LoadAdjuster type="band" units="imperial" weight={3} topReps={15} onChange={onChange} />,
    );
    expect(screen.getByText('Medium band')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase load' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
  });
});

describe('EffortPicker', () => {
  it('offers Easy, Good and Hard as toggle buttons', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<EffortPicker name="Squats" effort="good" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(onChange).toHaveBeenCalledWith('hard');
  });
});
