import { ChevronDown, ChevronUp, Maximize2, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { readStorageItem, writeStorageItem } from '#web/lib/session-storage.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { openFlexChat } from '../lib/bubble-store.ts';
import { coachLabel, streakMessage } from '../lib/coach-messages.ts';
import { FlexAvatar } from './flex-avatar.tsx';

const MINIMISED_KEY = 'flexCardMinimised';

/**
 * The dashboard's Flex widget (spec part 2 section 2): given the member's id, completed workouts
 * and streak, it shows the streak message and opens the chat. The minimise toggle is remembered
 * for the browser session.
 */
export function FlexCoachCard({
  userId,
  completedWorkouts,
  streak,
}: {
  userId: string;
  /** null while the stats load (or when they failed). */
  completedWorkouts: number | null;
  streak: number | null;
}) {
  const streakText = streak === null ? null : streakMessage(streak);
  const [minimised, setMinimised] = useState(() => readStorageItem(MINIMISED_KEY) === '1');
  const status = useSubscriptionStatus(userId);
  const tier = status.data?.tier;
  const bodyId = useId();
  const headingId = useId();
  const label = tier ? coachLabel(tier) : 'Flex';

  const toggle = () => {
    setMinimised((value) => {
      writeStorageItem(MINIMISED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex items-center gap-3 p-4 sm:px-5">
        <FlexAvatar className="size-10" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-bold">
            {label}
          </h2>
          <p className="text-sm text-muted-foreground">Your AI fitness coach</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={!minimised}
          aria-controls={bodyId}
          aria-label={minimised ? 'Expand Flex card' : 'Minimise Flex card'}
          onClick={toggle}
        >
          {minimised ? <ChevronDown aria-hidden="true" /> : <ChevronUp aria-hidden="true" />}
        </Button>
      </div>
      <div id={bodyId} hidden={minimised} className="border-t border-border px-4 pt-4 pb-5 sm:px-5">
        {streakText === null ? (
          <div role="status" aria-label="Loading your streak" className="grid gap-2">
            <span className="h-4 w-3/4 animate-pulse rounded bg-muted" />
            <span className="h-4 w-1/2 animate-pulse rounded bg-muted" />
          </div>
        ) : (
          <div className="grid gap-1">
            <p className="font-medium">{streakText}</p>
            {completedWorkouts !== null ? (
              <p className="text-sm text-muted-foreground">
                {completedWorkouts === 0
                  ? 'No workouts completed yet.'
                  : `${completedWorkouts} ${completedWorkouts === 1 ? 'workout' : 'workouts'} completed${streak !== null && streak > 0 ? `, ${streak} ${streak === 1 ? 'day' : 'days'} in a row` : ''}.`}
              </p>
            ) : null}
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={openFlexChat}>
            <MessageCircle aria-hidden="true" />
            {tier && tier !== 'free' ? 'Ask Flex' : 'Chat with Flex'}
          </Button>
          <Link to="/flex" className={buttonVariants({ variant: 'outline' })}>
            <Maximize2 aria-hidden="true" />
            Full-screen chat
          </Link>
        </div>
      </div>
    </section>
  );
}
