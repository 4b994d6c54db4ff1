import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { SwapDialog } from './swap-dialog.tsx';

const bench: WorkoutExercise = {
  name: 'Barbell Bench Press - Medium Grip',
  exerciseId: 'Barbell_Bench_Press_-_Medium_Grip',
  sets: 4,
  reps: '6-10',
  rest: '150',
};
const dumbbell: WorkoutExercise = {
  name: 'Dumbbell Bench Press',
  exerciseId: 'Dumbbell_Bench_Press',
  sets: 4,
  reps: '6-10',
  rest: '150',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(inBlock: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { alternatives: [dumbbell] })),
  );
  const onSwap = vi.fn();
  renderRoute(
    <SwapDialog
      open
      onOpenChange={() => {}}
      exercise={bench}
      inWorkout={[bench.exerciseId!]}
      inBlock={inBlock}
      onSwap={onSwap}
    />,
  );
  return onSwap;
}

describe('SwapDialog', () => {
  it('in a block, keeps the swap for the rest of it unless the member says just today', async () => {
    const user = userEvent.setup();
    const onSwap = open(true);
    const group = screen.getByRole('group', { name: 'Keep this swap' });
    expect(screen.getByRole('radio', { name: 'For the rest of this block' })).toBeChecked();
    expect(group).toHaveTextContent('Just today');
    await user.click(await screen.findByRole('button', { name: /Dumbbell Bench Press/ }));
    expect(onSwap).toHaveBeenLastCalledWith(dumbbell, true);
  });

  it('just today: the swap is for this workout only', async () => {
    const user = userEvent.setup();
    const onSwap = open(true);
    await user.click(screen.getByRole('radio', { name: 'Just today' }));
    await user.click(await screen.findByRole('button', { name: /Dumbbell Bench Press/ }));
    expect(onSwap).toHaveBeenLastCalledWith(dumbbell, false);
  });

  it('outside a block (a saved workout) offers no choice', async () => {
    const user = userEvent.setup();
    const onSwap = open(false);
    expect(screen.queryByRole('group', { name: 'Keep this swap' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Dumbbell Bench Press/ }));
    expect(onSwap).toHaveBeenLastCalledWith(dumbbell, false);
  });
});
