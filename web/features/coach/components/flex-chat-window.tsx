import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Coins, Maximize2, Minus, X } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import type { Tier } from '#common/constants.ts';
import type { SessionUser } from '#common/schemas/auth.ts';
import { cn } from '#web/lib/utils.ts';
import { useUserStats } from '#web/api/stats.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { bubbleStore, closeFlexChat, minimiseFlexChat } from '../lib/bubble-store.ts';
import { useChatState } from '../lib/chat-store.ts';
import { buildGreeting, coachLabel, isPaidTier } from '../lib/coach-messages.ts';
import { useChatControls, useGreetingOnce } from '../api/use-chat-controls.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessages } from './chat-messages.tsx';
import { FlexAvatar } from './flex-avatar.tsx';
import { QuickActions } from './quick-actions.tsx';

const iconButton =
  'flex size-9 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-white/10 hover:text-white';

/**
 * The bubble's chat window: a non-modal dialog (the page stays usable) that takes focus on open
 * and gives it back on close. Escape and Minimise collapse it to the bubble and keep the
 * conversation; Close clears it. A greeting is added once per opening.
 */
export function FlexChatWindow({
  user,
  raised = false,
  returnFocusTo,
}: {
  user: SessionUser;
  /** Sits higher (the workout screen keeps its controls at the bottom). */
  raised?: boolean;
  /** Gets focus back when the window closes (the bubble that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const state = useChatState(bubbleStore);
  const status = useSubscriptionStatus(user.id);
  useUserStats(user.id); // the Progress quick action reports these
  const tier: Tier | undefined = status.data?.tier;
  const { send, quickAction } = useChatControls(bubbleStore, user.id);
  const inputRef = useRef<HTMLInputElement>(null);

  useGreetingOnce(
    bubbleStore,
    tier ? buildGreeting({ firstName: user.firstName, tier, goals: user.goals }) : null,
  );

  const label = tier ? coachLabel(tier) : 'Flex';
  const free = tier === 'free';
  const credits = status.data?.flexCredits;

  return (
    <DialogPrimitive.Root
      open
      modal={false}
      onOpenChange={(open) => {
        if (!open) minimiseFlexChat();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger; the bubble is a plain button.
            event.preventDefault();
            returnFocusTo?.current?.focus({ preventScroll: true });
          }}
          className={cn(
            'fixed inset-x-2 bottom-2 z-50 flex max-h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-2xl data-[state=open]:animate-fade-in',
            'h-[34rem] sm:inset-x-auto sm:right-6 sm:w-[24rem]',
            raised
              ? 'sm:bottom-44 sm:max-h-[calc(100dvh-12rem)] lg:bottom-24'
              : 'sm:bottom-24 sm:max-h-[calc(100dvh-7rem)]',
          )}
        >
          <div className="flex items-center gap-3 bg-ink px-4 py-3 text-white">
            <FlexAvatar className="size-9 bg-accent text-ink" />
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="leading-tight font-bold">
                {label}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="truncate text-xs text-ink-muted">
                {free && credits !== undefined ? (
                  <span className="inline-flex items-center gap-1">
                    <Coins className="size-3" aria-hidden="true" />
                    {credits} Flex {credits === 1 ? 'Credit' : 'Credits'}
                  </span>
                ) : tier && isPaidTier(tier) ? (
                  'Your AI fitness coach · unlimited chat'
                ) : (
                  'Your AI fitness coach'
                )}
              </DialogPrimitive.Description>
            </div>
            <Link to="/flex" aria-label="Open full-screen chat" className={iconButton}>
              <Maximize2 className="size-4" aria-hidden="true" />
            </Link>
            <button
              type="button"
              aria-label="Minimise chat"
              className={iconButton}
              onClick={minimiseFlexChat}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label="Close chat"
              className={iconButton}
              onClick={closeFlexChat}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>

          <div data-chat-scroll className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
            <ChatMessages
              messages={state.messages}
              pending={state.pending}
              emptyState={
                status.isError ? (
                  <p className="text-sm text-muted-foreground">
                    Flex couldn&apos;t load your plan. Check your connection and reopen the chat.
                  </p>
                ) : null
              }
            />
          </div>

          <div className="grid gap-2 border-t border-border bg-background/60 p-3">
            {free ? <QuickActions onAction={quickAction} /> : null}
            <ChatComposer
              inputRef={inputRef}
              onSend={send}
              pending={state.pending}
              disabled={!tier}
              hint={
                free ? 'Quick actions are free. Each typed message uses 1 Flex Credit.' : undefined
              }
            />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
