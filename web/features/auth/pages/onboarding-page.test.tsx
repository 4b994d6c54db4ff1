import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import {
  clearSession,
  getSession,
  resetSessionForTests,
  setSessionUser,
} from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

const futureDate = (() => {
  const d = new Date();
  d.setDate(d.getDate() + 120);
  return toLocalIsoDate(d);
})();

function renderOnboarding(initialEntry = '/onboarding') {
  return renderRoute(<OnboardingPage />, {
    path: '/onboarding',
    initialEntry,
    routes: [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
  });
}

const next = () => screen.getByRole('button', { name: /^next$/i });

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Sam');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Confirm Password'), 'correct horse');
}

async function completeSteps1To4(user: ReturnType<typeof userEvent.setup>) {
  await fillStep1(user);
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.click(screen.getByRole('radio', { name: 'Intermediate' }));
  await user.click(next());
  await user.click(screen.getByRole('button', { name: 'Build Muscle' }));
  await user.click(screen.getByRole('button', { name: 'Lose Weight' }));
  await user.click(screen.getByRole('button', { name: 'Dumbbells' }));
  await user.click(next());
  await user.type(screen.getByLabelText('Current Weight (lbs)'), '180');
  await user.type(screen.getByLabelText('Target Weight (lbs)'), '170');
  await user.type(screen.getByLabelText('Target Date'), futureDate);
  await user.click(next());
}

describe('OnboardingPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('keeps Next disabled until step 1 is valid', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'short');
    expect(next()).toBeDisabled();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long enough');
    expect(next()).toBeDisabled();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough');
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('Back on step 1 returns to the landing page', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(screen.getByRole('button', { name: /back/i }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('supports arrow keys in the single-choice cards', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await fillStep1(user);
    await user.click(next());
    const gender = screen.getByRole('radiogroup', { name: 'Gender' });
    const male = within(gender).getByRole('radio', { name: 'Male' });
    const female = within(gender).getByRole('radio', { name: 'Female' });
    await user.click(male);
    expect(male).toHaveAttribute('aria-checked', 'true');
    expect(male).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(female).toHaveAttribute('aria-checked', 'true'));
    expect(female).toHaveFocus();
    expect(male).toHaveAttribute('aria-checked', 'false');
  });

  it('registers with the spec payload, stores the user and goes home', async () => {
    // A fresh answer per call: the ?ref= visit is recorded first, and reads its own body.
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () =>
      jsonResponse(201, {
        id: 'u-1',
        email: 'sam@example.com',
        firstName: 'Sam',
        isAdmin: false,
        goals: ['build-muscle', 'lose-weight'],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderOnboarding('/onboarding?ref=SAM42');

    await completeSteps1To4(user);
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    const complete = screen.getByRole('button', { name: 'Complete' });
    await user.click(screen.getByRole('radio', { name: '60 minutes' }));
    await user.click(screen.getByRole('radio', { name: '4 days' }));
    // Everyone starts on the free plan: it trains 3 of those days.
    expect(
      screen.getByText('The free plan trains 3 days a week; upgrade any time to train all 4.'),
    ).toBeInTheDocument();
    expect(complete).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('checkbox', { name: /training tips/i }));
    expect(complete).toBeEnabled();
    await user.click(complete);

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/auth/register')!;
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'sam@example.com',
      password: 'correct horse',
      firstName: 'Sam',
      gender: 'female',
      level: 'intermediate',
      goals: ['build-muscle', 'lose-weight'],
      equipment: ['dumbbells'],
      workoutLocation: '',
      hasInjury: 'no',
      injuries: [],
      units: 'imperial',
      currentWeight: 180,
      targetWeight: 170,
      muscleTarget: '',
      enduranceGoal: '',
      targetDate: futureDate,
      startDate: toLocalIsoDate(),
      timeAvailable: '60',
      daysPerWeek: '4',
      newsletterConsent: true,
      referralCode: 'SAM42',
    });
    expect(getSession().user?.id).toBe('u-1');
    expect(sessionStorage.getItem('referralCode')).toBe('SAM42');
    expect(screen.getAllByText('Welcome to FlexCoach!').length).toBeGreaterThan(0);
    // The ?ref= visit went once through the API client, kept alive past navigation.
    const clicks = fetchMock.mock.calls.filter(([u]) => u === '/api/affiliate/track-click');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]![1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      body: JSON.stringify({ code: 'SAM42' }),
    });
  });

  it('explains a duplicate email', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(409, {
          code: 'USER_EXISTS',
          message: 'User already exists with this email. Please log in instead.',
          error: 'User already exists with this email. Please log in instead.',
        }),
      ),
    );
    const user = userEvent.setup();
    renderOnboarding();
    await completeSteps1To4(user);
    await user.click(screen.getByRole('radio', { name: '30 minutes' }));
    await user.click(screen.getByRole('radio', { name: '3 days' }));
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('This email is already registered. Please login instead.').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.getAllByText('Registration failed').length).toBeGreaterThan(0);
    expect(getSession().user).toBeNull();
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    setSessionUser({ id: 'u-1', email: 'a@b.co', firstName: 'A', isAdmin: false, goals: [] });
    renderOnboarding();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
