import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WeekPlan } from '#common/schemas/workouts.ts';
import { WeekStripView } from './week-strip.tsx';

const plan: WeekPlan = {
  split: 'upper-lower',
  splitLabel: 'Upper / lower',
  daysPerWeek: 4,
  chosenDaysPerWeek: 4,
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
  block: {
    number: 1,
    week: 2,
    weeks: 5,
    deload: false,
    startsOn: '2026-11-16',
    endsOn: '2026-12-20',
  },
  volume: [],
};

describe('WeekStripView', () => {
  it('shows the split, the days done, today and what it trains', () => {
    render(<WeekStripView plan={plan} tone="light" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'This week · Upper / lower' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 done')).toBeInTheDocument();
    expect(screen.getByText('Week 2 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Mon: Upper Body')).toBeInTheDocument();
    expect(screen.getByLabelText('Tue: Lower Body')).toBeInTheDocument();
    expect(screen.getByLabelText('Thu (today): no workout')).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByText('Today: Upper Body')).toBeInTheDocument();
    expect(screen.getByText(/then Lower Body/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it('says when the free plan trains fewer days than chosen, with the way to more', () => {
    const free = { ...plan, split: 'full-body' as const, splitLabel: 'Full body', daysPerWeek: 3 };
    render(<WeekStripView plan={{ ...free, planned: 3 }} tone="light" />, {
      wrapper: MemoryRouter,
    });
    expect(
      screen.getByText(/The free plan trains 3 days a week \(you chose 4\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to train 4 days' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  });
});
