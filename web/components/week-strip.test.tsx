import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { weekPlanFixture } from '#web/test/week-plan.ts';
import { WeekStripView } from './week-strip.tsx';

const plan = weekPlanFixture();

describe('WeekStripView', () => {
  it('shows the split, the days done, today and what it trains', () => {
    render(<WeekStripView plan={plan} tone="light" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'This week · Upper / lower' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 done')).toBeInTheDocument();
    expect(screen.getByText('Week 2 of 5 · Upper B')).toBeInTheDocument();
    expect(screen.getByLabelText('Mon: Upper Body')).toBeInTheDocument();
    expect(screen.getByLabelText('Tue: Lower Body')).toBeInTheDocument();
    expect(screen.getByLabelText('Thu (today): no workout')).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByText('Today: Upper B')).toBeInTheDocument();
    expect(screen.getByText(/then Lower B/)).toBeInTheDocument();
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

  it('opens the whole block: each day with its lifts and this week’s targets', async () => {
    const user = userEvent.setup();
    render(<WeekStripView plan={plan} tone="light" units="metric" />, { wrapper: MemoryRouter });
    const toggle = screen.getByText('Your block: each day and this week’s targets');
    const upper = screen.getByRole('region', { name: 'Upper A', hidden: true });
    expect(upper).not.toBeVisible();
    await user.click(toggle);
    expect(upper).toBeVisible();
    expect(upper).toHaveTextContent('about 60 min');
    expect(upper).toHaveTextContent('Barbell Bench Press - Medium Grip4 × 6-10 at 62.5 kg');
    expect(upper).toHaveTextContent('Pullups3 × 10-14');
    expect(upper).toHaveTextContent('Then a stretch to cool down.');
    expect(screen.getByRole('region', { name: 'Lower A' })).toHaveTextContent(
      'Barbell Squat4 × 6-10 at 80 kg',
    );
  });
});
