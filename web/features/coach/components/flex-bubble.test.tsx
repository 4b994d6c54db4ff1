import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { USER_ID, chatCalls, signIn, stubApi, type Handler } from '../coach-test-utils.tsx';
import { bubbleStore, openFlexChat } from '../lib/bubble-store.ts';
import { MOTIVATION_REPLIES, SAFETY_REPLY, TIP_REPLIES } from '../lib/quick-replies.ts';
import { FlexBubble } from './flex-bubble.tsx';

function renderBubble(path = '/dashboard') {
  return renderRoute(
    <>
      <p>Page</p>
      <FlexBubble />
    </>,
    { path },
  );
}

const bubble = () => screen.findByRole('button', { name: /^(Open|Minimise) Flex chat/ });
const greetings = () => screen.queryAllByText(/Hey Sam! I'm Flex, your AI fitness coach\./);

async function openChat(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await bubble());
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(/Hey Sam! I'm Flex/);
  return dialog;
}

describe('FlexBubble', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
    bubbleStore.reset(null);
    signIn();
  });
  afterEach(() => clearSession());

  it('a "Chat with Flex" press before the bubble has mounted still opens the chat', async () => {
    stubApi({ tier: 'free', flexCredits: 2 });
    // The dashboard card's button, pressed in the first moments of the page.
    openFlexChat();
    renderBubble();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Hey Sam! I'm Flex/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Minimise Flex chat/ })).toBeInTheDocument();
  });

  it('free tier: a red notification, the window labelled Flex with the credits and one greeting', async () => {
    stubApi({ tier: 'free', flexCredits: 2 });
    const u = userEvent.setup();
    renderBubble();
    const button = await screen.findByRole('button', {
      name: 'Open Flex chat (new notification)',
    });
    expect(button.querySelector('[data-badge="notification"]')).toHaveTextContent('!');
    expect(button.querySelector('[data-badge="star"]')).toBeNull();

    const dialog = await openChat(u);
    expect(within(dialog).getByRole('heading', { name: 'Flex' })).toBeInTheDocument();
    expect(within(dialog).getByText('2 Flex Credits')).toBeInTheDocument();
    expect(within(dialog).getByText(/build muscle/)).toBeInTheDocument();
    expect(greetings()).toHaveLength(1);
    // Focus moves into the window, on the message input.
    expect(within(dialog).getByLabelText('Message Flex')).toHaveFocus();
    // Opened: no notification any more.
    expect(screen.getByRole('button', { name: 'Minimise Flex chat' })).toBeInTheDocument();
  });

  it('quick actions answer after 500 ms, locally: no request, no credit', async () => {
    const calls = stubApi({ tier: 'free', flexCredits: 0 });
    const u = userEvent.setup();
    renderBubble();
    const dialog = await openChat(u);
    await waitFor(() => expect(calls.some((c) => c.url === `/api/stats/${USER_ID}`)).toBe(true));
    const before = calls.length;

    vi.useFakeTimers();
    // The rendered text: no markdown markers, no line breaks.
    const plain = (text: string) =>
      text
        .replace(/^\s*- /gm, '')
        .replace(/\*\*/g, '')
        .replace(/\s+/g, '');
    const oneOf = (pool: readonly string[]) => (text: string) =>
      pool.some((reply) => plain(reply) === plain(text));
    const expected: Record<string, (text: string) => boolean> = {
      Motivate: oneOf(MOTIVATION_REPLIES),
      'Get Tip': oneOf(TIP_REPLIES),
      Progress: (text) => text.includes('12 workouts') && text.includes('Current streak: 4 days'),
      Safety: oneOf([SAFETY_REPLY]),
    };
    const flexReplies = () => dialog.querySelectorAll('[data-message-type="flex"]');
    for (const [label, matches] of Object.entries(expected)) {
      const count = flexReplies().length;
      fireEvent.click(within(dialog).getByRole('button', { name: label }));
      act(() => vi.advanceTimersByTime(499));
      expect(flexReplies()).toHaveLength(count);
      act(() => vi.advanceTimersByTime(1));
      expect(flexReplies()).toHaveLength(count + 1);
      const reply = flexReplies()[count]!.textContent!.replace(/^Flex:/, '');
      expect(matches(reply), `${label}: ${reply}`).toBe(true);
    }
    vi.useRealTimers();
    expect(calls.length).toBe(before);
    expect(chatCalls(calls)).toHaveLength(0);
  });

  it('minimise keeps the conversation; close clears it; one greeting per opening', async () => {
    stubApi({ tier: 'free' });
    const u = userEvent.setup();
    renderBubble();
    let dialog = await openChat(u);
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Safety' }));
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    expect(within(dialog).getByText('Any safety advice?')).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Minimise chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openChat(u);
    expect(within(dialog).getByText('Any safety advice?')).toBeInTheDocument();
    expect(greetings()).toHaveLength(1);

    // Escape minimises too.
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openChat(u);
    expect(greetings()).toHaveLength(1);

    await u.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openChat(u);
    expect(within(dialog).queryByText('Any safety advice?')).toBeNull();
    expect(greetings()).toHaveLength(1);
  });

  it('a typed message spends a credit: POST with the history, the answer and the new balance', async () => {
    let resolveChat: (response: Response) => void = () => {};
    const handler: Handler = (call) =>
      call.method === 'POST' && call.url === '/api/flex/chat'
        ? new Promise<Response>((resolve) => {
            resolveChat = resolve;
          })
        : undefined;
    const calls = stubApi({ tier: 'free', flexCredits: 3, handler });
    const u = userEvent.setup();
    renderBubble();
    const dialog = await openChat(u);
    const input = within(dialog).getByLabelText('Message Flex');
    const send = within(dialog).getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await u.type(input, '   ');
    expect(send).toBeDisabled();
    await u.type(input, 'What should I train today?{Enter}');

    expect(await within(dialog).findByRole('status', { name: 'Flex is typing' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeDisabled();
    const [call] = chatCalls(calls);
    // The message alone: the server reads the conversation it stored.
    expect(call!.body).toEqual({ userId: USER_ID, message: 'What should I train today?' });

    resolveChat(
      jsonResponse(200, {
        message: 'Legs today: **squats** and lunges.',
        tier: 'free',
        flexCredits: 2,
        remainingHourly: null,
        remainingDaily: null,
      }),
    );
    expect(await within(dialog).findByText('squats')).toBeInTheDocument();
    expect(within(dialog).getByText('2 Flex Credits')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Flex is typing' })).toBeNull();
    expect(input).toHaveValue('');
  });

  it('no credits: the 403 reply with the credits needed and a link to buy more', async () => {
    stubApi({
      tier: 'free',
      handler: (call) =>
        call.url === '/api/flex/chat'
          ? jsonResponse(403, {
              code: 'INSUFFICIENT_CREDITS',
              error: 'You have no Flex Credits left.',
              message: 'You have no Flex Credits left.',
              creditsNeeded: 1,
            })
          : undefined,
    });
    const u = userEvent.setup();
    renderBubble();
    const dialog = await openChat(u);
    await u.type(within(dialog).getByLabelText('Message Flex'), 'Hello{Enter}');
    expect(
      await within(dialog).findByText(/You need 1 Flex Credits to continue chatting/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('You have no Flex Credits left.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buy Flex Credits' })).toHaveAttribute(
      'href',
      '/buy-credits',
    );
  });

  it('a network failure gives the exception message', async () => {
    stubApi({
      tier: 'pro',
      handler: (call) => {
        if (call.url === '/api/flex/chat') throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    const u = userEvent.setup();
    renderBubble();
    const dialog = await openChat(u);
    await u.type(within(dialog).getByLabelText('Message Flex'), 'Hi{Enter}');
    expect(
      await within(dialog).findByText('Oops! Something went wrong. Please try again!'),
    ).toBeInTheDocument();
  });

  it('paid tiers: a gold star, Ask Flex, no quick actions', async () => {
    stubApi({ tier: 'premium' });
    const u = userEvent.setup();
    renderBubble();
    const button = await screen.findByRole('button', {
      name: 'Open Flex chat (Ask Flex, Premium plan)',
    });
    expect(button.querySelector('[data-badge="star"]')).not.toBeNull();
    expect(button.querySelector('[data-badge="notification"]')).toBeNull();
    const dialog = await openChat(u);
    expect(within(dialog).getByRole('heading', { name: 'Ask Flex' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Motivate' })).toBeNull();
    expect(
      within(dialog).getByText(/Premium plan includes unlimited coaching/),
    ).toBeInTheDocument();
  });

  it('is not shown on the full-screen chat', async () => {
    stubApi({ tier: 'free' });
    renderBubble('/flex');
    await screen.findByText('Page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Flex chat/ })).toBeNull();
  });
});
