import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { USER_ID, chatCalls, signIn, stubApi, type Handler } from '../coach-test-utils.tsx';
import { bubbleStore } from '../lib/bubble-store.ts';
import { FlexPage } from './flex-page.tsx';

function renderFlex() {
  return renderRoute(<FlexPage />, {
    path: '/flex',
    routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
  });
}

const GREETING = /Hey Sam! I'm Flex, your AI fitness coach\./;
const log = () => screen.getByRole('log', { name: 'Conversation with Flex' });

const stored = [
  {
    id: 'm1',
    type: 'user',
    content: 'How many workouts have I done?',
    timestamp: '2026-01-01T10:00:00Z',
  },
  {
    id: 'm2',
    type: 'flex',
    content: 'You have completed 12 workouts.',
    timestamp: '2026-01-01T10:00:01Z',
  },
];

describe('FlexPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
    bubbleStore.reset(null);
    signIn();
  });
  afterEach(() => clearSession());

  it('restores the conversation and adds the greeting once after user and tier load', async () => {
    stubApi({ tier: 'free', flexCredits: 4, conversation: stored });
    const { queryClient } = renderFlex();
    expect(await screen.findByText(GREETING)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Flex' })).toBeInTheDocument();
    expect(screen.getByText(/Free plan/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('4 Flex Credits');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    const items = within(log()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'You:How many workouts have I done?',
      expect.stringContaining('You have completed 12 workouts.'),
      expect.stringContaining('Hey Sam!'),
    ]);

    // A refetch of the tier (or of the conversation) does not greet again.
    await act(() => queryClient.refetchQueries());
    await act(() => queryClient.invalidateQueries());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByText(GREETING)).toHaveLength(1);
  });

  it('greets once even when the tier arrives later; paid plans say Ask Flex', async () => {
    let releaseStatus: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      releaseStatus = resolve;
    });
    stubApi({
      tier: 'pro',
      handler: async (call) => {
        if (call.url !== `/api/subscriptions/status/${USER_ID}`) return undefined;
        await gate;
        return jsonResponse(200, { tier: 'pro', flexCredits: 0 });
      },
    });
    renderFlex();
    expect(await screen.findByText('Loading your conversation...')).toBeInTheDocument();
    expect(screen.queryByText(GREETING)).toBeNull();
    releaseStatus();
    expect(await screen.findByText(GREETING)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ask Flex' })).toBeInTheDocument();
    expect(screen.getByText(/Pro plan includes unlimited coaching/)).toBeInTheDocument();
    expect(screen.getAllByText(GREETING)).toHaveLength(1);
  });

  it('sends with Enter, shows a typing indicator, then the answer and the credits left', async () => {
    let resolveChat: (response: Response) => void = () => {};
    const handler: Handler = (call) =>
      call.url === '/api/flex/chat'
        ? new Promise<Response>((resolve) => {
            resolveChat = resolve;
          })
        : undefined;
    const calls = stubApi({ tier: 'free', flexCredits: 1, conversation: stored, handler });
    const u = userEvent.setup();
    renderFlex();
    await screen.findByText(GREETING);
    const input = screen.getByLabelText('Message Flex');
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await u.type(input, 'Plan my week{Enter}');
    expect(screen.getByRole('status', { name: 'Flex is typing' })).toBeInTheDocument();
    expect(send).toBeDisabled();
    // The conversation is on the server already: only the new message is sent.
    expect(chatCalls(calls)[0]!.body).toEqual({ userId: USER_ID, message: 'Plan my week' });
    resolveChat(
      jsonResponse(200, {
        message: 'Three sessions:\n- Monday: upper body\n- Wednesday: legs',
        tier: 'free',
        flexCredits: 0,
        remainingHourly: null,
        remainingDaily: null,
      }),
    );
    expect(await screen.findByText('Monday: upper body')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('0 Flex Credits');
    expect(screen.queryByRole('status', { name: 'Flex is typing' })).toBeNull();
  });

  it('429: the wait, the remaining messages and the automatic reset', async () => {
    stubApi({
      tier: 'basic',
      handler: (call) =>
        call.url === '/api/flex/chat'
          ? jsonResponse(429, {
              code: 'TOO_MANY_REQUESTS',
              error: 'You have reached your hourly message limit.',
              waitSeconds: 125,
              remainingHourly: 0,
              remainingDaily: 40,
            })
          : undefined,
    });
    const u = userEvent.setup();
    renderFlex();
    await screen.findByText(GREETING);
    await u.type(screen.getByLabelText('Message Flex'), 'Hi{Enter}');
    expect(await screen.findByText('You have reached your hourly message limit.')).toBeVisible();
    expect(screen.getByText(/Please wait 3 minutes/)).toBeInTheDocument();
    expect(screen.getByText('Remaining this hour: 0 messages')).toBeInTheDocument();
    expect(screen.getByText('Remaining today: 40 messages')).toBeInTheDocument();
    expect(screen.getByText('Limits reset automatically.')).toBeInTheDocument();
  });

  it('copies a Flex message: Copied for 2 s', async () => {
    stubApi({ tier: 'free', conversation: stored });
    const u = userEvent.setup(); // installs its own clipboard: replace it after
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderFlex();
    await screen.findByText(GREETING);
    // Flex's messages have a copy button, the member's do not.
    expect(screen.getAllByRole('button', { name: 'Copy message' })).toHaveLength(2);
    await u.click(screen.getAllByRole('button', { name: 'Copy message' })[0]!);
    expect(writeText).toHaveBeenCalledWith('You have completed 12 workouts.');
    const copied = await screen.findByRole('button', { name: 'Copied' });
    expect(copied).toHaveTextContent('Copied');

    vi.useFakeTimers();
    fireEvent.click(copied); // a second copy restarts the 2 s
    await act(async () => {
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    vi.useRealTimers();
  });

  it('clipboard errors: Failed to copy / Copy failed, with Please try again', async () => {
    stubApi({ tier: 'free', conversation: stored });
    const u = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    renderFlex();
    await screen.findByText(GREETING);
    await u.click(screen.getAllByRole('button', { name: 'Copy message' })[0]!);
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Failed to copy')).toBeInTheDocument();
    expect(within(region).getByText('Please try again')).toBeInTheDocument();

    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    await u.click(screen.getAllByRole('button', { name: 'Copy message' })[0]!);
    expect(await within(region).findByText('Copy failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });

  it('an unreadable conversation still greets and chats', async () => {
    stubApi({
      tier: 'free',
      handler: (call) =>
        call.url === '/api/flex/conversation'
          ? jsonResponse(500, 'Internal Server Error')
          : undefined,
    });
    renderFlex();
    expect(await screen.findByText(GREETING)).toBeInTheDocument();
    expect(screen.getByText(/earlier conversation couldn.t be loaded/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Message Flex')).toBeEnabled());
  });
});
