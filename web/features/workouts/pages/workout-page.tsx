import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { LogWorkoutInput, SavedWorkout } from '#common/schemas/workouts.ts';
import {
  completedExerciseCount,
  createWorkoutSessionState,
  currentExercise,
  estimateWorkoutMinutes,
  exerciseElapsedS,
  isRepBased,
  isSessionInProgress,
  isTimerRunning,
  sessionCalories,
  sessionDurationS,
  sessionMinutes,
  toLoggedExercises,
  upNextExercise,
  workoutSessionReducer,
  type SessionWorkout,
  type WorkoutSessionAction,
  type WorkoutSessionState,
} from '#common/workout-session.ts';
import { RequireAuth } from '#web/components/require-auth.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { pauseIdleLogout, resumeIdleLogout } from '#web/lib/idle-logout.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useExerciseGuide } from '#web/api/exercise-guide.ts';
import { useProfile } from '#web/api/profile.ts';
import { useUserStats } from '#web/api/stats.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import {
  useCreateSavedWorkout,
  useDeleteSavedWorkout,
  useGenerateWorkout,
  useLogWorkout,
  useSavedWorkouts,
} from '../api/use-workouts.ts';
import { CompletionView, type LogStatus } from '../components/completion-view.tsx';
import { ExerciseGuideCards } from '../components/exercise-guide-cards.tsx';
import { ExerciseView } from '../components/exercise-view.tsx';
import { RestView } from '../components/rest-view.tsx';
import { SavedWorkoutsList } from '../components/saved-workouts-list.tsx';
import { SaveWorkoutDialog, type SaveWorkoutValues } from '../components/save-workout-dialog.tsx';
import { ShareDialog } from '../components/share-dialog.tsx';
import { StartScreen } from '../components/start-screen.tsx';
import { FLEX_SLOT_ID, WorkoutHeader } from '../components/workout-header.tsx';
import { WorkoutOverview } from '../components/workout-overview.tsx';
import {
  isLogPending,
  newClientId,
  subscribePendingLogs,
  type QueuedWorkoutLog,
} from '../lib/offline-log-queue.ts';
import { loadPersistedSession, persistSession } from '../lib/persisted-session.ts';
import { useNow } from '../lib/use-clock.ts';
import { useWakeLock } from '../lib/use-wake-lock.ts';
import { deleteFailure, generateFailure, saveFailure } from '../lib/workout-errors.ts';

/** Flex's coaching panel (the coach feature's chunk), in the Show/Hide Flex slot. */
const WorkoutCoachPanel = lazy(() =>
  import('#web/features/coach/components/workout-coach-panel.tsx').then((m) => ({
    default: m.WorkoutCoachPanel,
  })),
);

/** The upgrade prompt is a modal most sessions never open: fetched on first use. */
const UpgradePrompt = lazy(() =>
  import('#web/components/upgrade-prompt.tsx').then((m) => ({ default: m.UpgradePrompt })),
);

const UPGRADES = {
  workouts: {
    featureName: 'Unlimited AI Workouts',
    featureDescription:
      'The free plan includes 3 AI workouts per week. Upgrade for unlimited AI-generated workouts.',
  },
  saved: {
    featureName: 'Saved Workouts',
    featureDescription:
      'Save your favourite workouts and load them any time: up to 5 on Basic, unlimited on Pro and Premium.',
  },
} as const;
type UpgradeFeature = keyof typeof UPGRADES;

/** `/workout`: the guided workout session (spec part 2 sections 2 and 4). */
export function WorkoutPage() {
  usePageTitle('Workout');
  return (
    <RequireAuth>
      <SignedInWorkout />
    </RequireAuth>
  );
}

function SignedInWorkout() {
  const user = useSessionUser();
  if (!user) return null;
  // One session per member: a different sign-in in this tab starts from that member's storage.
  return <WorkoutScreen key={user.id} userId={user.id} />;
}

function WorkoutScreen({ userId }: { userId: string }) {
  const [state, dispatch] = useReducer(
    workoutSessionReducer,
    userId,
    (id) => loadPersistedSession(id, Date.now()) ?? createWorkoutSessionState(),
  );
  const [remainingThisWeek, setRemainingThisWeek] = useState<number | null>(null);
  const [flexVisible, setFlexVisible] = useState(true);
  const [saveOpen, setSaveOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [upgrade, setUpgrade] = useState<UpgradeFeature | null>(null);

  const { workout, phase, rest } = state;
  const running = isTimerRunning(state);
  const inProgress = isSessionInProgress(state);
  const [now, setNow] = useNow(running || phase === 'rest');

  /** Dispatches a timed action and renders with that same instant. */
  const act = useCallback(
    (type: Extract<WorkoutSessionAction, { now: number }>['type']) => {
      const at = Date.now();
      setNow(at);
      dispatch({ type, now: at });
    },
    [setNow],
  );

  // Every change is saved, so a reload (or a killed tab) resumes where the member was.
  useEffect(() => persistSession(userId, state, Date.now()), [userId, state]);

  // A rest that ended while the screen was off or the tab asleep is applied on the next render.
  useEffect(() => {
    if (phase === 'rest' && rest && now >= rest.endsAt) {
      dispatch({ type: 'REST_TICK', now });
      if (document.visibilityState === 'visible') navigator.vibrate?.(200);
    }
  }, [now, phase, rest]);

  // While a session runs: keep the screen on, and never log the member out for idling.
  useWakeLock(inProgress);
  useEffect(() => {
    if (!inProgress) return;
    pauseIdleLogout('workout');
    return () => resumeIdleLogout('workout');
  }, [inProgress]);

  const exercise = currentExercise(state);
  const upNext = upNextExercise(state);
  const shownExercise = phase === 'rest' ? upNext : exercise;
  const guide = useExerciseGuide(phase === 'complete' ? undefined : shownExercise?.name);
  const savedWorkouts = useSavedWorkouts();
  const profile = useProfile(userId);
  const subscription = useSubscriptionStatus(userId);

  // `workout.title` is in the key: generating or loading a workout swaps the start screen (and its
  // focused Generate button) for the exercise view.
  useFocusOnViewChange(
    `${workout?.title ?? ''}:${phase}:${state.exerciseIndex}:${state.currentSet}`,
  );

  /*
   * Finishing logs the workout once (the reducer's finishedAt marks the session), with one client
   * id per finished session: a retry, or the offline queue sending it later, cannot log it twice.
   */
  const logWorkout = useLogWorkout(userId);
  const loggedFor = useRef<number | null>(null);
  const clientIdFor = useRef<{ finishedAt: number; clientId: string } | null>(null);
  const logPayload = useCallback(
    (session: WorkoutSessionState): QueuedWorkoutLog | null => {
      const payload = workoutLog(session, userId);
      if (!payload || session.finishedAt === null) return null;
      if (clientIdFor.current?.finishedAt !== session.finishedAt) {
        clientIdFor.current = { finishedAt: session.finishedAt, clientId: newClientId() };
      }
      return { ...payload, clientId: clientIdFor.current.clientId };
    },
    [userId],
  );
  const { mutate: mutateLog } = logWorkout;
  useEffect(() => {
    if (state.phase !== 'complete' || state.finishedAt === null) return;
    if (loggedFor.current === state.finishedAt) return;
    loggedFor.current = state.finishedAt;
    const payload = logPayload(state);
    if (payload) mutateLog(payload);
  }, [state, logPayload, mutateLog]);
  const retryLog = () => {
    const payload = logPayload(state);
    if (payload) mutateLog(payload);
  };
  // A log kept offline counts as saved once the queue has sent it (see PendingWorkoutSync).
  const queuedClientId =
    logWorkout.data?.status === 'queued' ? logWorkout.variables?.clientId : undefined;
  const waitingOffline = useSyncExternalStore(subscribePendingLogs, () =>
    queuedClientId ? isLogPending(userId, queuedClientId) : false,
  );
  const logStatus: LogStatus = logWorkout.isError
    ? 'failed'
    : logWorkout.data?.status === 'saved' || (queuedClientId && !waitingOffline)
      ? 'saved'
      : waitingOffline
        ? 'offline'
        : 'saving';
  // Read only once the log is stored: a read racing the log would cache the count without it.
  const stats = useUserStats(userId, {
    enabled: phase === 'complete' && logStatus === 'saved',
  });

  /* Generation. */
  const generate = useGenerateWorkout();
  const onGenerate = () => {
    generate.mutate(
      {},
      {
        onSuccess: (generated) => {
          dispatch({
            type: 'LOAD_WORKOUT',
            workout: {
              title: generated.title,
              exercises: generated.exercises,
              estimatedMinutes: generated.estimatedMinutes,
              focus: generated.focus,
              adaptations: generated.adaptations,
            },
          });
          setRemainingThisWeek(generated.remainingThisWeek);
        },
        onError: (error) => {
          const failure = generateFailure(error);
          if (failure.kind === 'weekly-limit') {
            setUpgrade('workouts');
            return;
          }
          toast({ title: failure.title, description: failure.description, variant: 'destructive' });
        },
      },
    );
  };

  /* Saved workouts. */
  const createSaved = useCreateSavedWorkout();
  const deleteSaved = useDeleteSavedWorkout();
  const onSave = ({ name, description }: SaveWorkoutValues) => {
    if (!workout) return;
    const timeEstimate = Math.min(
      600,
      Math.max(1, workout.estimatedMinutes ?? estimateWorkoutMinutes(workout.exercises)),
    );
    createSaved.mutate(
      {
        userId,
        name,
        description,
        exercises: workout.exercises,
        timeEstimate,
        difficulty: profile.data?.level ?? workout.difficulty,
      },
      {
        onSuccess: () => {
          setSaveOpen(false);
          toast({ title: 'Workout saved successfully!', description: name });
        },
        onError: (error) => {
          const failure = saveFailure(error, subscription.data?.tier);
          toast({ title: failure.title, description: failure.description, variant: 'destructive' });
          if (failure.offerUpgrade) {
            setSaveOpen(false);
            setUpgrade('saved');
          }
        },
      },
    );
  };
  const onLoad = (saved: SavedWorkout) => {
    const loaded: SessionWorkout = {
      title: saved.name,
      exercises: saved.exercises,
      estimatedMinutes: saved.timeEstimate,
      difficulty: saved.difficulty || undefined,
      savedWorkoutId: saved.id,
    };
    dispatch({ type: 'LOAD_WORKOUT', workout: loaded });
    setRemainingThisWeek(null);
    window.scrollTo({ top: 0 });
    toast({ title: 'Workout Loaded', description: `${saved.name} is ready when you are.` });
  };
  const onDelete = (saved: SavedWorkout) => {
    deleteSaved.mutate(saved.id, {
      onSuccess: () => toast({ title: 'Workout deleted successfully!' }),
      onError: (error) => toast({ ...deleteFailure(error), variant: 'destructive' }),
    });
  };

  const showSavedList =
    phase === 'exercise' && !inProgress && (savedWorkouts.data?.length ?? 0) > 0;
  const showOverview = workout !== null && phase === 'exercise' && !inProgress;
  const facts = {
    title: workout?.title ?? 'Workout',
    exercises: completedExerciseCount(state),
    minutes: sessionMinutes(state),
  };
  const hasSide = workout !== null && phase !== 'complete';

  return (
    <div className="flex min-h-dvh flex-col">
      <WorkoutHeader
        title={workout?.title ?? null}
        position={
          workout && phase !== 'complete'
            ? { index: state.exerciseIndex, total: workout.exercises.length }
            : null
        }
        canSave={workout !== null}
        onSave={() => setSaveOpen(true)}
        flexVisible={flexVisible}
        onToggleFlex={() => setFlexVisible((visible) => !visible)}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div
          className={
            hasSide
              ? 'mx-auto grid max-w-6xl gap-6 px-3 py-4 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_22rem]'
              : 'mx-auto grid max-w-3xl grid-cols-1 gap-6 px-3 py-4 sm:px-6 sm:py-8'
          }
        >
          <div className="grid min-w-0 grid-cols-1 content-start gap-6">
            {!workout ? (
              <StartScreen onGenerate={onGenerate} generating={generate.isPending} />
            ) : null}

            {showOverview ? (
              <WorkoutOverview
                workout={workout}
                estimatedMinutes={
                  workout.estimatedMinutes ?? estimateWorkoutMinutes(workout.exercises)
                }
                remainingThisWeek={remainingThisWeek}
                onRegenerate={onGenerate}
                generating={generate.isPending}
              />
            ) : null}

            {workout && phase === 'exercise' && exercise ? (
              <ExerciseView
                exercise={exercise}
                guide={guide.data}
                guideLoading={guide.isLoading}
                currentSet={state.currentSet}
                completedSets={state.completedSets[state.exerciseIndex] ?? 0}
                elapsedS={exerciseElapsedS(state, now)}
                running={running}
                repBased={isRepBased(exercise)}
                reps={state.repsByExercise[state.exerciseIndex] ?? 1}
                onStart={() => act('START')}
                onPause={() => act('PAUSE')}
                onCompleteSet={() => act('COMPLETE_SET')}
                onSkip={() => act('SKIP_EXERCISE')}
                onAdjustReps={(delta) => dispatch({ type: 'ADJUST_REPS', delta })}
              />
            ) : null}

            {workout && phase === 'rest' && rest ? (
              <RestView
                kind={rest.kind}
                remainingMs={Math.max(0, rest.endsAt - now)}
                durationS={rest.durationS}
                upNext={upNext}
                upNextSet={state.currentSet}
                upNextGuide={guide.data}
                onSkipRest={() => act('SKIP_REST')}
              />
            ) : null}

            {workout && phase === 'complete' ? (
              <CompletionView
                title={workout.title}
                exercisesDone={facts.exercises}
                exercisesTotal={workout.exercises.length}
                minutes={facts.minutes}
                calories={sessionCalories(state)}
                date={toLocalIsoDate(new Date(state.finishedAt ?? now))}
                streak={stats.data?.currentStreak ?? null}
                logStatus={logStatus}
                onRetryLog={retryLog}
                onShare={() => setShareOpen(true)}
              />
            ) : null}

            {showSavedList ? (
              <SavedWorkoutsList
                workouts={savedWorkouts.data ?? []}
                onLoad={onLoad}
                onDelete={onDelete}
                deletingId={deleteSaved.isPending ? (deleteSaved.variables ?? null) : null}
              />
            ) : null}
          </div>

          <div className="grid min-w-0 grid-cols-1 content-start gap-4">
            {hasSide ? (
              <ExerciseGuideCards
                guide={guide.data}
                loading={guide.isLoading}
                failed={guide.isError}
              />
            ) : null}
            {/*
              Flex coach slot, shown and hidden by the header's Show/Hide Flex toggle: Flex reacts
              to the session phase when the current exercise changes.
            */}
            <div id={FLEX_SLOT_ID} data-slot="flex-coach" hidden={!flexVisible}>
              <Suspense fallback={null}>
                <WorkoutCoachPanel
                  workout={workout}
                  phase={phase}
                  exerciseIndex={state.exerciseIndex}
                  currentSet={state.currentSet}
                  upNextName={rest?.kind === 'exercise' ? (upNext?.name ?? null) : null}
                  summary={
                    phase === 'complete'
                      ? { exercises: facts.exercises, minutes: facts.minutes }
                      : null
                  }
                />
              </Suspense>
            </div>
          </div>
        </div>
      </main>

      <SaveWorkoutDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        defaultName={workout?.title ?? ''}
        saving={createSaved.isPending}
        onSave={onSave}
      />
      <ShareDialog open={shareOpen} onOpenChange={setShareOpen} facts={facts} />
      {upgrade ? (
        <Suspense fallback={null}>
          <UpgradePrompt
            open
            onOpenChange={(open) => {
              if (!open) setUpgrade(null);
            }}
            featureName={UPGRADES[upgrade].featureName}
            featureDescription={UPGRADES[upgrade].featureDescription}
            minimumTier="basic"
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** `POST /api/workouts` body for a finished session: completed, dated the member's local day. */
function workoutLog(state: WorkoutSessionState, userId: string): LogWorkoutInput | null {
  if (!state.workout || state.finishedAt === null) return null;
  return {
    userId,
    title: state.workout.title,
    exercises: toLoggedExercises(state),
    duration: sessionDurationS(state),
    completed: true,
    date: toLocalIsoDate(new Date(state.finishedAt)),
  };
}

/**
 * When a view swaps (exercise → rest → next exercise), the button that had focus disappears;
 * move focus to the new view's heading so keyboard and screen-reader users are not lost.
 */
function useFocusOnViewChange(viewKey: string): void {
  const previous = useRef(viewKey);
  useEffect(() => {
    if (previous.current === viewKey) return;
    previous.current = viewKey;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    const heading = document.querySelector<HTMLElement>(
      '#exercise-name, #rest-heading, #complete-heading',
    );
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [viewKey]);
}
