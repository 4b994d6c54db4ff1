import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useFetchExerciseGuide } from '#web/api/exercise-guide.ts';
import { openFlexChat } from '../lib/bubble-store.ts';
import { flexMessage, type CoachMessage } from '../lib/chat-messages.ts';
import {
  GUIDE_MESSAGE_DELAY_MS,
  completeMessage,
  exerciseGuideMessage,
  exerciseTipMessage,
  restMessage,
} from '../lib/phase-messages.ts';
import { ChatMessages } from './chat-messages.tsx';
import { FlexAvatar } from './flex-avatar.tsx';

const MAX_MESSAGES = 30;

export type CoachPhase = 'exercise' | 'rest' | 'complete';

export interface WorkoutCoachPanelProps {
  /** The loaded workout (its identity marks a new workout), or null before one is generated. */
  workout: { exercises: readonly { name: string }[] } | null;
  phase: CoachPhase;
  exerciseIndex: number;
  currentSet: number;
  /** After an exercise's last set: the next exercise's name, for the rest message. */
  upNextName?: string | null;
  /** On completion: the session's real figures. */
  summary?: { exercises: number; minutes: number } | null;
  /** Injected for tests; defaults to Math.random. */
  random?: () => number;
}

/**
 * Flex on the workout screen (spec part 1 section 4), shown and hidden by the header's Show/Hide
 * Flex toggle. When the current exercise changes: a tip, then after 1 s the how-to instructions
 * and tips from the guide; each rest: a random encouragement; completion: a congratulation. All
 * local: no chat request, no credit.
 */
export function WorkoutCoachPanel({
  workout,
  phase,
  exerciseIndex,
  currentSet,
  upNextName,
  summary,
  random = Math.random,
}: WorkoutCoachPanelProps) {
  const fetchGuide = useFetchExerciseGuide();
  const [messages, setMessages] = useState<CoachMessage[]>([]);
  const post = (content: string) =>
    setMessages((list) => [...list, flexMessage(content, 'phase')].slice(-MAX_MESSAGES));
  const postRef = useRef(post);
  useEffect(() => {
    postRef.current = post;
  });

  /* Exercise: the tip once per exercise, then the guide after 1 s. */
  const exerciseSeen = useRef<{ workout: object; index: number; guideDue: boolean } | null>(null);
  useEffect(() => {
    if (!workout || phase !== 'exercise') return;
    const name = workout.exercises[exerciseIndex]?.name;
    if (!name) return;
    const seen = exerciseSeen.current;
    if (!seen || seen.workout !== workout || seen.index !== exerciseIndex) {
      exerciseSeen.current = { workout, index: exerciseIndex, guideDue: true };
      postRef.current(exerciseTipMessage(name, exerciseIndex));
    } else if (!seen.guideDue) {
      return;
    }
    const current = exerciseSeen.current!;
    let cancelled = false;
    const timer = setTimeout(() => {
      current.guideDue = false;
      fetchGuide(name).then(
        (guide) => {
          if (!cancelled) postRef.current(exerciseGuideMessage(guide));
        },
        () => {
          // No guide (offline, server error): the tip stands on its own.
        },
      );
    }, GUIDE_MESSAGE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [workout, phase, exerciseIndex, fetchGuide]);

  /* Rest: a random encouragement for each rest. */
  const restSeen = useRef<{ workout: object; key: string } | null>(null);
  useEffect(() => {
    if (!workout || phase !== 'rest') return;
    const key = `${exerciseIndex}:${currentSet}`;
    if (restSeen.current?.workout === workout && restSeen.current.key === key) return;
    restSeen.current = { workout, key };
    postRef.current(restMessage(random, upNextName));
  }, [workout, phase, exerciseIndex, currentSet, upNextName, random]);

  /* Complete: a congratulation, once per workout. */
  const completeSeen = useRef<object | null>(null);
  const summaryRef = useRef(summary);
  useEffect(() => {
    summaryRef.current = summary;
  });
  useEffect(() => {
    if (!workout || phase !== 'complete' || completeSeen.current === workout) return;
    completeSeen.current = workout;
    postRef.current(completeMessage(summaryRef.current));
  }, [workout, phase]);

  return (
    <section
      aria-labelledby="workout-coach-heading"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex items-center gap-3 border-b border-border px-4 py-3">
        <FlexAvatar className="size-9" />
        <div className="min-w-0 flex-1">
          <h2 id="workout-coach-heading" className="leading-tight font-bold">
            Flex
          </h2>
          <p className="text-xs text-muted-foreground">Your coach for this session</p>
        </div>
        <Button variant="outline" size="sm" onClick={openFlexChat}>
          <MessageCircle aria-hidden="true" />
          Chat
        </Button>
      </div>
      <div data-chat-scroll className="max-h-96 overflow-y-auto p-3">
        <ChatMessages
          messages={messages}
          label="Flex's coaching"
          emptyState={
            <p className="text-sm text-muted-foreground">
              {workout
                ? 'Press Start when you are ready. I will coach you through every exercise.'
                : 'Generate or load a workout and I will coach you through every exercise, rest and finish.'}
            </p>
          }
        />
      </div>
    </section>
  );
}
