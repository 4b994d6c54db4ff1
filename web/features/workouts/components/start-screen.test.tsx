import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#web/test/render.tsx';
import { leaveOutChoices, StartScreen } from './start-screen.tsx';

function show(equipment: string[]) {
  const onGenerate = vi.fn();
  renderRoute(
    <StartScreen
      onGenerate={onGenerate}
      generating={false}
      usualMinutes={60}
      equipment={equipment}
    />,
  );
  return onGenerate;
}

describe('StartScreen', () => {
  it('generates the block’s session as planned by default', async () => {
    const onGenerate = show(['full-gym']);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Workout' }));
    expect(onGenerate).toHaveBeenCalledWith({});
  });

  it('adjusts today only: fewer minutes and equipment left out', async () => {
    const onGenerate = show(['full-gym']);
    await userEvent.click(screen.getByText('Adjust today'));
    const minutes = screen.getByLabelText('Time today');
    expect(screen.getByRole('option', { name: 'Usual (60 min)' })).toBeInTheDocument();
    await userEvent.selectOptions(minutes, '30');
    await userEvent.click(screen.getByRole('checkbox', { name: 'No barbell' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'No machines and cables' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'No machines and cables' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Today’s Workout' }));
    expect(onGenerate).toHaveBeenCalledWith({ timeAvailable: 30, without: ['barbell'] });
  });

  it('as the server paints it, nothing can be pressed before the app takes over', () => {
    const onGenerate = vi.fn();
    renderRoute(
      <StartScreen
        onGenerate={onGenerate}
        onQuickStart={vi.fn()}
        generating={false}
        usualMinutes={null}
        equipment={[]}
        ready={false}
      />,
    );
    for (const name of ['Generate Workout', 'Quick Start', 'Adjust today']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.queryByLabelText('Time today')).toBeNull();
    // Routines is a plain link: it works without the app.
    expect(screen.getByRole('link', { name: 'My Routines' })).toHaveAttribute('href', '/routines');
  });

  it('offers to leave out only what the member owns and loads with', () => {
    expect(leaveOutChoices(['dumbbells', 'bench', 'yoga-mat'])).toEqual(['dumbbells', 'bench']);
    expect(leaveOutChoices(['no-equipment'])).toEqual([]);
    expect(leaveOutChoices(['full-gym'])).toContain('barbell');
  });
});
