import { ArrowLeft, Coins, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TIER_CONFIG, type Tier } from '#common/constants.ts';
import type { SessionUser } from '#common/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { cn } from '#web/lib/utils.ts';
import { useUserStats } from '#web/api/stats.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { useConversation } from '../api/use-coach.ts';
import { ChatComposer } from '../components/chat-composer.tsx';
import { ChatMessages } from '../components/chat-messages.tsx';
import { FlexAvatar } from '../components/flex-avatar.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { fromStoredMessage } from '../lib/chat-messages.ts';
import { createChatStore, initialChatState, useChatState } from '../lib/chat-store.ts';
import { buildGreeting, coachLabel, isPaidTier } from '../lib/coach-messages.ts';
import { useChatControls, useGreetingOnce } from '../api/use-chat-controls.ts';

/** Header colours per plan (the dashboard's quote card palette); every pair keeps AA contrast. */
const HEADER_CLASSES: Record<Tier, string> = {
  free: 'bg-secondary text-secondary-foreground',
  basic: 'bg-primary text-primary-foreground',
  pro: 'bg-linear-to-br from-violet-700 to-fuchsia-800 text-white',
  premium: 'bg-linear-to-br from-amber-200 to-yellow-300 text-ink',
};

/** `/flex`: the full-screen chat with Flex (spec part 1 section 2, part 2 section 2). */
export function FlexPage() {
  usePageTitle('Chat with Flex');
  return <SignedInFlex />;
}

function SignedInFlex() {
  const user = useSessionUser();
  if (!user) return null;
  return <FlexChat key={user.id} user={user} />;
}

function FlexChat({ user }: { user: SessionUser }) {
  const [store] = useState(() => createChatStore({ ...initialChatState(user.id), view: 'open' }));
  const state = useChatState(store);
  const status = useSubscriptionStatus(user.id);
  useUserStats(user.id); // the Progress quick action reports these
  const conversation = useConversation(true);
  const { send, quickAction } = useChatControls(store, user.id);

  const tier = status.data?.tier;
  const ready = Boolean(tier) && !conversation.isPending;
  // Once the user and tier have loaded (and the stored conversation has been read): once only.
  useGreetingOnce(
    store,
    ready && tier ? buildGreeting({ firstName: user.firstName, tier, goals: user.goals }) : null,
    () => (conversation.data?.messages ?? []).map(fromStoredMessage),
  );

  const free = tier === 'free';
  const credits = status.data?.flexCredits;

  return (
    <div className="flex h-dvh flex-col bg-background">
      <header className={cn('shadow-sm', tier ? HEADER_CLASSES[tier] : 'bg-muted text-foreground')}>
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-3 py-3 sm:px-6">
          <Link
            to="/dashboard"
            aria-label="Back to Dashboard"
            className="flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors hover:bg-black/10"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          <FlexAvatar className="size-10" />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg leading-tight font-extrabold">
              {tier ? coachLabel(tier) : 'Flex'}
            </h1>
            <p className="truncate text-xs font-medium opacity-90 sm:text-sm">
              {tier
                ? `Your AI fitness coach · ${TIER_CONFIG[tier].name} plan${isPaidTier(tier) ? ' · unlimited chat' : ''}`
                : 'Your AI fitness coach'}
            </p>
          </div>
          {credits !== undefined ? (
            <p className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full bg-card/90 px-3 text-xs font-semibold text-foreground">
              <Coins className="size-3.5" aria-hidden="true" />
              <span>
                {credits} <span className="sr-only min-[400px]:not-sr-only">Flex</span>{' '}
                {credits === 1 ? 'Credit' : 'Credits'}
              </span>
            </p>
          ) : null}
        </div>
      </header>

      <main
        id="main"
        tabIndex={-1}
        data-chat-scroll
        className="min-h-0 flex-1 overflow-y-auto outline-none"
      >
        <div className="mx-auto max-w-3xl px-3 py-5 sm:px-6">
          {status.isError ? (
            <div
              role="alert"
              className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-destructive/40 bg-red-50 p-4"
            >
              <p className="text-sm font-medium text-destructive">
                We couldn&apos;t load your plan. Check your connection and try again.
              </p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void status.refetch()}
                disabled={status.isFetching}
              >
                <RefreshCw aria-hidden="true" className={cn(status.isFetching && 'animate-spin')} />
                Retry
              </Button>
            </div>
          ) : null}
          {conversation.isError ? (
            <p className="mb-4 rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
              Your earlier conversation couldn&apos;t be loaded. New messages still work.
            </p>
          ) : null}
          <ChatMessages messages={state.messages} pending={state.pending} copyable />
          {!state.greeted && !status.isError ? (
            <div
              role="status"
              className="mt-3 flex items-center gap-2 text-sm text-muted-foreground"
            >
              <Spinner className="size-4 text-primary" />
              Loading your conversation...
            </div>
          ) : null}
        </div>
      </main>

      <footer className="border-t border-border bg-card">
        <div className="mx-auto grid max-w-3xl gap-2 px-3 py-3 sm:px-6">
          {free ? <QuickActions onAction={quickAction} /> : null}
          <ChatComposer
            onSend={send}
            pending={state.pending}
            disabled={!tier}
            hint={
              free ? 'Quick actions are free. Each typed message uses 1 Flex Credit.' : undefined
            }
          />
          {free ? (
            <p className="px-2 text-xs text-muted-foreground">
              Need more credits?{' '}
              <Link
                to="/buy-credits"
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                Buy more
              </Link>
            </p>
          ) : null}
        </div>
      </footer>
    </div>
  );
}
