import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '#web/test/render.tsx';
import { formatMonthlyPrice, UpgradePrompt, type UpgradePromptProps } from './upgrade-prompt.tsx';

function Harness(props: Partial<UpgradePromptProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open prompt
      </button>
      <UpgradePrompt
        open={open}
        onOpenChange={setOpen}
        featureName="Nutrition Tracking"
        featureDescription="Log calories, macros and hydration every day."
        minimumTier="basic"
        {...props}
      />
    </>
  );
}

function renderPrompt(props: Partial<UpgradePromptProps> = {}) {
  return renderRoute(<Harness {...props} />, {
    path: '/dashboard',
    routes: [
      { path: '/upgrade', element: <h1>Upgrade page</h1> },
      { path: '/buy-credits', element: <h1>Buy credits page</h1> },
    ],
  });
}

describe('UpgradePrompt', () => {
  it('formats cents as a monthly dollar price', () => {
    expect(formatMonthlyPrice(999)).toBe('$9.99/month');
    expect(formatMonthlyPrice(2000)).toBe('$20.00/month');
  });

  it('shows the feature, the plans from the minimum tier upward and three features', async () => {
    renderPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'Nutrition Tracking' });
    expect(
      within(dialog).getByText('Log calories, macros and hydration every day.'),
    ).toBeInTheDocument();
    const text = (name: string) =>
      within(within(dialog).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(text('Available on')).toEqual([
      'Basic$9.99/month',
      'ProPopular$19.99/month',
      'Premium$29.99/month',
    ]);
    // Up to three features of the Basic plan (it has five).
    expect(text('Basic includes')).toEqual([
      'Unlimited AI workouts',
      'Flex on a cost-efficient model',
      'Saved guidance',
    ]);
    expect(within(dialog).queryByRole('link', { name: 'Or Buy Flex Credits' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'View Plans & Upgrade' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  });

  it('lists only Premium for a premium feature, and offers credits when asked', async () => {
    renderPrompt({ minimumTier: 'premium', featureName: 'Social Sharing', showBuyCredits: true });
    const dialog = await screen.findByRole('dialog', { name: 'Social Sharing' });
    expect(within(dialog).getByText('$29.99/month')).toBeInTheDocument();
    expect(within(dialog).queryByText('$9.99/month')).toBeNull();
    expect(within(dialog).queryByText('$19.99/month')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Or Buy Flex Credits' })).toHaveAttribute(
      'href',
      '/buy-credits',
    );
  });

  it('Maybe Later closes the dialog', async () => {
    const user = userEvent.setup();
    renderPrompt();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('View Plans & Upgrade goes to /upgrade and closes', async () => {
    const user = userEvent.setup();
    renderPrompt();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'View Plans & Upgrade' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Or Buy Flex Credits goes to /buy-credits', async () => {
    const user = userEvent.setup();
    renderPrompt({ showBuyCredits: true });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'Or Buy Flex Credits' }));
    expect(await screen.findByRole('heading', { name: 'Buy credits page' })).toBeInTheDocument();
  });
});
