import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WeekPlan } from '#common/schemas/workouts.ts';
import { WeekStripView } from './week-strip.tsx';

const plan: WeekPlan = {
  split: 'upper-lower',
  splitLabel: 'Upper / lower',
  daysPerWeek: 4,
  weekStart: '2026-11-23',
  today: '2026-11-26',
  days: Array.from({ length: 7 }, (_, i) => ({
    date: `2026-11-${23 + i}`,
    workouts:
      i === 0
        ? [{ id: 'w1', title: 'Upper Body Strength', focus: 'Upper Body' }]
        : i === 1
          ? [{ id: 'w2', title: 'Lower Body Strength', focus: 'Lower Body' }]
          : [],
  })),
  done: 2,
  planned: 4,
  todayFocus: 'Upper Body',
  upcoming: ['Upper Body', 'Lower Body'],
  resting: [],
};

describe('WeekStripView', () => {
  it('shows the split, the days done, today and what it trains', () => {
    render(<WeekStripView plan={plan} tone="light" />);
    expect(screen.getByRole('heading', { name: 'This week · Upper / lower' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 done')).toBeInTheDocument();
    expect(screen.getByLabelText('Mon: Upper Body')).toBeInTheDocument();
    expect(screen.getByLabelText('Tue: Lower Body')).toBeInTheDocument();
    expect(screen.getByLabelText('Thu (today): no workout')).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByText('Today: Upper Body')).toBeInTheDocument();
    expect(screen.getByText(/then Lower Body/)).toBeInTheDocument();
  });
});
