import { Bot, Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { TIER_CONFIG } from '#common/constants.ts';
import { onSessionCleared, useSessionUser } from '#web/lib/session.ts';
import { cn } from '#web/lib/utils.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import {
  bubbleStore,
  ensureBubbleUser,
  minimiseFlexChat,
  openFlexChat,
} from '../lib/bubble-store.ts';
import { useChatState } from '../lib/chat-store.ts';
import { isPaidTier } from '../lib/coach-messages.ts';

const loadWindow = () => import('./flex-chat-window.tsx');
const FlexChatWindow = lazy(() => loadWindow().then((m) => ({ default: m.FlexChatWindow })));

/** Pages with their own Flex: the full-screen chat shows no bubble. */
const NO_BUBBLE_PATHS = new Set(['/flex']);

/**
 * The floating Flex bubble of the member pages (spec part 1 section 2): a gold star on paid plans,
 * a red "!" on the free plan when there is something new. It opens the chat window, which loads on
 * first use (or on hover/focus, just before).
 */
export function FlexBubble() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const state = useChatState(bubbleStore);
  const status = useSubscriptionStatus(user?.id);
  const userId = user?.id ?? null;
  const bubbleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => ensureBubbleUser(userId), [userId]);
  useEffect(() => onSessionCleared(() => bubbleStore.reset(null)), []);

  if (!user || state.userId !== user.id || NO_BUBBLE_PATHS.has(pathname)) return null;

  const tier = status.data?.tier;
  const paid = tier ? isPaidTier(tier) : false;
  const notify = tier === 'free' && state.unread && state.view !== 'open';
  const open = state.view === 'open';
  // The workout screen keeps Start / Complete Set at the bottom of a phone: sit above them.
  const raised = pathname === '/workout';

  const name = [
    open ? 'Minimise Flex chat' : 'Open Flex chat',
    paid && tier ? `(Ask Flex, ${TIER_CONFIG[tier].name} plan)` : null,
    notify ? '(new notification)' : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <button
        ref={bubbleRef}
        type="button"
        aria-label={name}
        aria-expanded={open}
        aria-haspopup="dialog"
        title={paid ? 'Ask Flex' : 'Flex'}
        onPointerEnter={() => void loadWindow()}
        onFocus={() => void loadWindow()}
        onClick={open ? minimiseFlexChat : openFlexChat}
        className={cn(
          'fixed right-4 z-40 flex size-14 items-center justify-center rounded-full bg-ink text-accent shadow-lg ring-1 ring-white/10 transition-transform hover:scale-105 focus-visible:outline-offset-4 sm:right-6',
          raised ? 'bottom-40 lg:bottom-6' : 'bottom-4 sm:bottom-6',
          open && 'max-sm:hidden',
        )}
      >
        <Bot className="size-7" aria-hidden="true" />
        {paid ? (
          <span
            aria-hidden="true"
            data-badge="star"
            className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-amber-400 text-amber-950 ring-2 ring-card"
          >
            <Star className="size-3.5 fill-current" />
          </span>
        ) : notify ? (
          <span
            aria-hidden="true"
            data-badge="notification"
            className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-destructive text-sm font-extrabold text-destructive-foreground ring-2 ring-card"
          >
            !
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FlexChatWindow user={user} raised={raised} returnFocusTo={bubbleRef} />
        </Suspense>
      ) : null}
    </>
  );
}
