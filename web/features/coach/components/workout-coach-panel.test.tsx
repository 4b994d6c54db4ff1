import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse } from '#web/test/render.tsx';
import { REST_ENCOURAGEMENTS } from '../lib/phase-messages.ts';
import { WorkoutCoachPanel, type WorkoutCoachPanelProps } from './workout-coach-panel.tsx';

const WORKOUT = { exercises: [{ name: 'Push-ups' }, { name: 'Plank' }] };

const guide = (name: string) => ({
  name,
  emoji: '💪',
  difficulty: 'Beginner',
  instructions: [`Get into position for ${name}`, 'Move slowly'],
  tips: ['Keep your core tight'],
  muscles: ['chest'],
  source: 'builtin',
});

describe('WorkoutCoachPanel', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) => {
      const name = decodeURIComponent(url.slice('/api/exercises/info/'.length));
      return jsonResponse(200, guide(name));
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  function setup(initial: Partial<WorkoutCoachPanelProps> = {}) {
    const client = createTestQueryClient();
    const base: WorkoutCoachPanelProps = {
      workout: WORKOUT,
      phase: 'exercise',
      exerciseIndex: 0,
      currentSet: 1,
      random: () => 0,
      ...initial,
    };
    const tree = (props: WorkoutCoachPanelProps) => (
      <QueryClientProvider client={client}>
        <WorkoutCoachPanel {...props} />
      </QueryClientProvider>
    );
    const result = render(tree(base));
    let current = base;
    return {
      update: (patch: Partial<WorkoutCoachPanelProps>) => {
        current = { ...current, ...patch };
        result.rerender(tree(current));
      },
    };
  }

  const messages = () =>
    within(screen.getByRole('log', { name: "Flex's coaching" }))
      .queryAllByRole('listitem')
      .map((li) => li.textContent ?? '');

  const flush = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('exercise: a tip, then 1 s later the how-to instructions and tips from the guide', async () => {
    setup();
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toContain('Up now: Push-ups');
    await flush(999);
    expect(messages()).toHaveLength(1);
    await flush(1);
    expect(messages()).toHaveLength(2);
    expect(messages()[1]).toContain('How to do Push-ups');
    expect(messages()[1]).toContain('Step 1: Get into position for Push-ups');
    expect(messages()[1]).toContain('Tip: Keep your core tight');
    expect(fetchMock).toHaveBeenCalledWith('/api/exercises/info/Push-ups', expect.anything());
  });

  it('rest: a random encouragement; the same exercise after a set rest is not repeated', async () => {
    const panel = setup();
    await flush(1000);
    panel.update({ phase: 'rest', currentSet: 2 });
    expect(messages()).toHaveLength(3);
    expect(messages()[2]).toContain(REST_ENCOURAGEMENTS[0]);
    panel.update({ phase: 'exercise' });
    await flush(1000);
    expect(messages()).toHaveLength(3);
    // The last set's rest names what comes next; then the next exercise gets its tip and guide.
    panel.update({ phase: 'rest', currentSet: 1, upNextName: 'Plank' });
    expect(messages()[3]).toContain('Up next: Plank');
    panel.update({ phase: 'exercise', exerciseIndex: 1, upNextName: null });
    expect(messages()[4]).toContain('Up now: Plank');
    await flush(1000);
    expect(messages()[5]).toContain('How to do Plank');
  });

  it('complete: a congratulation with the figures, once', async () => {
    const panel = setup({ exerciseIndex: 1 });
    await flush(1000);
    panel.update({ phase: 'complete', summary: { exercises: 2, minutes: 9 } });
    panel.update({ phase: 'complete', summary: { exercises: 2, minutes: 9 } });
    const done = messages().filter((text) => text.includes('Workout complete!'));
    expect(done).toHaveLength(1);
    expect(done[0]).toContain('You finished 2 exercises in 9 minutes.');
  });

  it('no workout yet: an invitation, no messages', () => {
    setup({ workout: null });
    expect(messages()).toHaveLength(0);
    expect(screen.getByText(/Generate or load a workout/)).toBeInTheDocument();
  });
});
