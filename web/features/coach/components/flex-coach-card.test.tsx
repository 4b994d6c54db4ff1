import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, resetSessionForTests } from '#web/lib/session.ts';
import { renderRoute } from '#web/test/render.tsx';
import { USER_ID, signIn, stubApi } from '../coach-test-utils.tsx';
import { bubbleStore } from '../lib/bubble-store.ts';
import { FlexCoachCard } from './flex-coach-card.tsx';

function renderCard(props: { completedWorkouts: number | null; streak: number | null }) {
  return renderRoute(<FlexCoachCard userId={USER_ID} {...props} />, { path: '/dashboard' });
}

describe('FlexCoachCard', () => {
  beforeEach(() => {
    resetSessionForTests();
    bubbleStore.reset(USER_ID);
    signIn();
  });
  afterEach(() => clearSession());

  it.each([
    [9, 'a full week'],
    [7, 'a full week'],
    [3, 'great consistency'],
    [0, 'Every streak starts with one workout'],
  ])('streak %i: %s', async (streak, text) => {
    stubApi({ tier: 'free' });
    renderCard({ completedWorkouts: 14, streak });
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByText(/14 workouts completed/)).toBeInTheDocument();
  });

  it('shows a loading state until the stats arrive', () => {
    stubApi();
    renderCard({ completedWorkouts: null, streak: null });
    expect(screen.getByRole('status', { name: 'Loading your streak' })).toBeInTheDocument();
  });

  it('minimises and expands; opens the chat; links to the full-screen chat', async () => {
    stubApi({ tier: 'basic' });
    const u = userEvent.setup();
    renderCard({ completedWorkouts: 0, streak: 0 });
    expect(await screen.findByRole('heading', { name: 'Ask Flex' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Minimise Flex card' }));
    expect(screen.getByText(/Every streak starts/)).not.toBeVisible();
    const expand = screen.getByRole('button', { name: 'Expand Flex card' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await u.click(expand);
    expect(screen.getByText(/Every streak starts/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Full-screen chat' })).toHaveAttribute('href', '/flex');
    await u.click(screen.getByRole('button', { name: 'Ask Flex' }));
    expect(bubbleStore.getState().view).toBe('open');
  });
});
