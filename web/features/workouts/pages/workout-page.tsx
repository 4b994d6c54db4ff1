import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { firstMainLift, warmupRamp } from '#common/training/warmup.ts';
import { plateSetFor } from '#common/training/plates.ts';
import type { MemberPlates } from '#common/schemas/users.ts';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import {
  completedExerciseCount,
  currentExercise,
  estimateWorkoutMinutes,
  exerciseElapsedS,
  isRepBased,
  sessionCalories,
  sessionMinutes,
  upNextExercise,
  type WorkoutSessionAction,
  type WorkoutSessionState,
} from '#common/workout-session.ts';
import { memberReads } from '#web/app/page-data.ts';
import { useExerciseGuide } from '#web/api/exercise-guide.ts';
import { profileQueryOptions, useProfile } from '#web/api/profile.ts';
import { recordsQueryOptions } from '#web/api/records.ts';
import { weekQueryOptions } from '#web/api/week.ts';
import { useUserStats } from '#web/api/stats.ts';
import { WeekStrip } from '#web/components/week-strip.tsx';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { savedWorkoutsQueryOptions, useKeepSwap, useSavedWorkouts } from '../api/use-workouts.ts';
import { usePrescribeExercises } from '../api/use-routines.ts';
import { draftExercise, routineFromSession, toSaveRoutine } from '../lib/routine-form.ts';
import { hasSessionInProgress } from '../lib/persisted-session.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CompletionView, type LogStatus } from '../components/completion-view.tsx';
import { ExerciseGuideCards } from '../components/exercise-guide-cards.tsx';
import { ExerciseView } from '../components/exercise-view.tsx';
import { RestView } from '../components/rest-view.tsx';
import { SavedWorkoutsList } from '../components/saved-workouts-list.tsx';
import { StartScreen } from '../components/start-screen.tsx';
import { FLEX_SLOT_ID, WorkoutHeader } from '../components/workout-header.tsx';
import { WorkoutOverview } from '../components/workout-overview.tsx';
import { useWorkoutActions } from '../lib/use-workout-actions.ts';
import { useWorkoutLog } from '../lib/use-workout-log.ts';
import { useSessionRecords } from '../lib/use-session-records.ts';
import { useWorkoutSession, type TimedAction } from '../lib/use-workout-session.ts';
import { useRestAlertsOptIn, useRestEndAlert } from '../lib/rest-alerts.ts';
import { useUnits } from '#web/lib/units.ts';

/** Flex's coaching panel (the coach feature's chunk), in the Show/Hide Flex slot. */
const WorkoutCoachPanel = lazy(() =>
  import('#web/features/coach/components/workout-coach-panel.tsx').then((m) => ({
    default: m.WorkoutCoachPanel,
  })),
);

/** Save Workout (its form and the server's schema, zod included): fetched when it opens. */
const SaveWorkoutDialog = lazy(() =>
  import('../components/save-workout-dialog.tsx').then((m) => ({ default: m.SaveWorkoutDialog })),
);

/*
 * The exercise picker, Swap and Share: dialogs (Radix's, 13 kB gzipped with the picker) that the
 * start screen does not need, fetched the first time one opens and kept mounted after.
 */
const ExercisePicker = lazy(() =>
  import('../components/exercise-picker.tsx').then((m) => ({ default: m.ExercisePicker })),
);
const SwapDialog = lazy(() =>
  import('../components/swap-dialog.tsx').then((m) => ({ default: m.SwapDialog })),
);
const ShareDialog = lazy(() =>
  import('../components/share-dialog.tsx').then((m) => ({ default: m.ShareDialog })),
);

/** True from the first time `open` is true: a lazy dialog mounts then and stays mounted. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

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

/** The profile's minutes a session ("60"), when it holds a number. */
const usualMinutes = (text: string | undefined) => {
  const minutes = Number(text);
  return text && Number.isInteger(minutes) && minutes > 0 ? minutes : null;
};

/**
 * The reads of the start screen, asked for with this module when the app starts here. A session in
 * progress on this device opens at once from what the device holds: nothing to wait for.
 */
export const readFirst = memberReads((client, user) =>
  hasSessionInProgress(user.id)
    ? []
    : [
        client.prefetchQuery(weekQueryOptions(user.id)),
        client.prefetchQuery(profileQueryOptions(user.id, user.units)),
        client.prefetchQuery(savedWorkoutsQueryOptions(user.units)),
        client.prefetchQuery(recordsQueryOptions(user.id, user.units)),
      ],
);

/** `/workout`: the guided workout session (spec part 2 sections 2 and 4). */
export function WorkoutPage() {
  usePageTitle('Workout');
  return <SignedInWorkout />;
}

function SignedInWorkout() {
  const user = useSessionUser();
  if (!user) return null;
  // One session per member: a different sign-in in this tab starts from that member's storage.
  return <WorkoutScreen key={user.id} userId={user.id} />;
}

/** The screen: header, the session's main column, the guide and Flex beside it, the dialogs. */
function WorkoutScreen({ userId }: { userId: string }) {
  const { state, dispatch, act, now, running, inProgress } = useWorkoutSession(userId);
  const actions = useWorkoutActions(userId, state.workout, dispatch);
  const profile = useProfile(userId);
  const { logStatus, retryLog } = useWorkoutLog(userId, state);
  const [flexVisible, setFlexVisible] = useState(true);
  const [shareOpen, setShareOpen] = useState(false);
  const savedWorkouts = useSavedWorkouts();
  const navigate = useNavigate();
  const units = useUnits();
  const adding = useAddExercise(dispatch);
  const pickerOpened = useOpenedOnce(adding.picking);

  const { workout, phase, rest } = state;
  const exercise = currentExercise(state);
  const upNext = upNextExercise(state);
  const shownExercise = phase === 'rest' ? upNext : exercise;
  const guide = useExerciseGuide(phase === 'complete' ? undefined : shownExercise?.name);
  // Read only once the log is stored: a read racing the log would cache the count without it.
  const stats = useUserStats(userId, { enabled: phase === 'complete' && logStatus === 'saved' });
  const records = useSessionRecords(userId, state);

  // `workout.title` is in the key: generating or loading a workout swaps the start screen (and its
  // focused Generate button) for the exercise view.
  useFocusOnViewChange(
    `${workout?.title ?? ''}:${phase}:${state.exerciseIndex}:${state.currentSet}`,
  );

  const showSavedList =
    phase === 'exercise' && !inProgress && (savedWorkouts.data?.length ?? 0) > 0;
  const showOverview = workout !== null && !workout.open && phase === 'exercise' && !inProgress;
  const facts = {
    title: workout?.title ?? 'Workout',
    exercises: completedExerciseCount(state),
    minutes: sessionMinutes(state),
  };
  const hasSide = workout !== null && phase !== 'complete';

  return (
    <WorkoutFrame
      header={
        <WorkoutHeader
          title={workout?.title ?? null}
          position={
            workout && phase !== 'complete' && workout.exercises.length > 0
              ? { index: state.exerciseIndex, total: workout.exercises.length }
              : null
          }
          canSave={workout !== null && workout.exercises.length > 0}
          onSave={() => actions.save.setOpen(true)}
          flexVisible={flexVisible}
          onToggleFlex={() => setFlexVisible((visible) => !visible)}
        />
      }
      wide={hasSide}
      after={
        <>
          {pickerOpened ? (
            <Suspense fallback={null}>
              <ExercisePicker
                open={adding.picking}
                onOpenChange={adding.setPicking}
                title="Add an exercise"
                onPick={adding.onPick}
              />
            </Suspense>
          ) : null}
          <WorkoutDialogs
            actions={actions}
            title={workout?.title ?? ''}
            shareOpen={shareOpen}
            setShareOpen={setShareOpen}
            facts={facts}
          />
        </>
      }
    >
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        {!workout ? (
          <StartScreen
            onGenerate={(today) => actions.onGenerate(false, today)}
            onQuickStart={() => {
              dispatch({
                type: 'LOAD_WORKOUT',
                workout: { title: 'Quick Workout', exercises: [], open: true, units },
              });
              adding.open();
            }}
            generating={actions.generating}
            usualMinutes={usualMinutes(profile.data?.timeAvailable)}
            equipment={profile.data?.equipment ?? []}
          />
        ) : null}
        {showOverview || !workout ? <WeekStrip userId={userId} /> : null}
        {showOverview ? (
          <WorkoutOverview
            workout={workout}
            estimatedMinutes={workout.estimatedMinutes ?? estimateWorkoutMinutes(workout.exercises)}
            remainingThisWeek={actions.remainingThisWeek}
            onRegenerate={() => actions.onGenerate(true)}
            generating={actions.generating}
          />
        ) : null}
        {workout && workout.exercises.length === 0 ? (
          <section
            aria-labelledby="quick-heading"
            className="grid gap-3 rounded-2xl border border-border bg-card p-6 text-center"
          >
            <h2 id="quick-heading" className="text-xl font-bold">
              Quick Workout
            </h2>
            <p className="text-sm text-muted-foreground">
              Add exercises as you go: each comes with its load from your history.
            </p>
            <Button className="h-12" onClick={adding.open} disabled={adding.pending}>
              {adding.pending ? <Spinner className="size-4" /> : null}
              Add Your First Exercise
            </Button>
            <Button variant="ghost" className="h-11" onClick={() => dispatch({ type: 'DISCARD' })}>
              Back to the start
            </Button>
          </section>
        ) : null}
        <SessionViews
          ownPlates={profile.data?.plates}
          onAddExercise={adding.open}
          onSaveAsRoutine={
            workout?.open
              ? () =>
                  void navigate('/routines', {
                    state: { draft: routineFromSession(workout.title, workout.exercises) },
                  })
              : undefined
          }
          state={state}
          now={now}
          running={running}
          act={act}
          dispatch={dispatch}
          guide={guide.data}
          guideLoading={guide.isLoading}
          streak={stats.data?.currentStreak ?? null}
          records={records}
          logStatus={logStatus}
          onRetryLog={retryLog}
          onShare={() => setShareOpen(true)}
        />
        {showSavedList ? (
          <SavedWorkoutsList
            workouts={savedWorkouts.data ?? []}
            onLoad={actions.saved.onLoad}
            onDelete={actions.saved.onDelete}
            deletingId={actions.saved.deletingId}
          />
        ) : null}
      </div>

      <div className="grid min-w-0 grid-cols-1 content-start gap-4">
        {hasSide ? (
          <ExerciseGuideCards guide={guide.data} loading={guide.isLoading} failed={guide.isError} />
        ) : null}
        {/*
          Flex coach slot, shown and hidden by the header's Show/Hide Flex toggle: Flex reacts to
          the session phase when the current exercise changes.
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
                phase === 'complete' ? { exercises: facts.exercises, minutes: facts.minutes } : null
              }
            />
          </Suspense>
        </div>
      </div>
    </WorkoutFrame>
  );
}

/** The screen's frame: its own header, the main column (with the side column when `wide`). */
function WorkoutFrame({
  header,
  wide,
  after,
  children,
}: {
  header: ReactNode;
  wide: boolean;
  /** After the main content (the dialogs). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div
          className={
            wide
              ? 'mx-auto grid max-w-6xl gap-6 px-3 py-4 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_22rem]'
              : 'mx-auto grid max-w-3xl grid-cols-1 gap-6 px-3 py-4 sm:px-6 sm:py-8'
          }
        >
          {children}
        </div>
      </main>
      {after}
    </div>
  );
}

const noop = () => {};

/**
 * The workout screen as the server paints it before the scripts run (decision 029): its header and
 * the start screen, as the page's first frame draws them for a member with no workout in progress
 * (one with a workout in progress is sent the plain page: `WORKOUT_OPEN_COOKIE`). The profile's
 * usual minutes and equipment only fill "Adjust today", which starts closed. Its buttons show as
 * not ready until the app takes over: a press before that would do nothing.
 */
export function WorkoutBootShell() {
  return (
    <WorkoutFrame
      header={
        <WorkoutHeader title={null} position={null} canSave={false} onSave={noop} flexVisible />
      }
      wide={false}
    >
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <StartScreen
          onGenerate={noop}
          onQuickStart={noop}
          generating={false}
          usualMinutes={null}
          equipment={[]}
          ready={false}
        />
      </div>
    </WorkoutFrame>
  );
}

/** Save, Share and the upgrade prompt of the workout screen. */
function WorkoutDialogs({
  actions,
  title,
  shareOpen,
  setShareOpen,
  facts,
}: {
  actions: ReturnType<typeof useWorkoutActions>;
  title: string;
  shareOpen: boolean;
  setShareOpen: (open: boolean) => void;
  facts: { title: string; exercises: number; minutes: number };
}) {
  const shareOpened = useOpenedOnce(shareOpen);
  return (
    <>
      {actions.save.open ? (
        <Suspense fallback={null}>
          <SaveWorkoutDialog
            open
            onOpenChange={actions.save.setOpen}
            defaultName={title}
            saving={actions.save.saving}
            onSave={actions.save.onSave}
          />
        </Suspense>
      ) : null}
      {shareOpened ? (
        <Suspense fallback={null}>
          <ShareDialog open={shareOpen} onOpenChange={setShareOpen} facts={facts} />
        </Suspense>
      ) : null}
      {actions.upgrade ? (
        <Suspense fallback={null}>
          <UpgradePrompt
            open
            onOpenChange={(open) => {
              if (!open) actions.closeUpgrade();
            }}
            featureName={UPGRADES[actions.upgrade].featureName}
            featureDescription={UPGRADES[actions.upgrade].featureDescription}
            minimumTier="basic"
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The running session's view: the current exercise, the rest between, or the completion. */
function SessionViews({
  state,
  now,
  running,
  act,
  dispatch,
  guide,
  guideLoading,
  streak,
  logStatus,
  onRetryLog,
  onShare,
  records,
  onAddExercise,
  onSaveAsRoutine,
  ownPlates,
}: {
  ownPlates: MemberPlates | null | undefined;
  records: string[];
  onAddExercise: () => void;
  onSaveAsRoutine: (() => void) | undefined;
  state: WorkoutSessionState;
  now: number;
  running: boolean;
  act: (type: TimedAction) => void;
  dispatch: (action: WorkoutSessionAction) => void;
  guide: ExerciseGuide | undefined;
  guideLoading: boolean;
  streak: number | null;
  logStatus: LogStatus;
  onRetryLog: () => void;
  onShare: () => void;
}) {
  const { workout, phase, rest } = state;
  const exercise = currentExercise(state);
  const upNext = upNextExercise(state);
  const facts = { exercises: completedExerciseCount(state), minutes: sessionMinutes(state) };
  const memberUnits = useUnits();
  const units = workout?.units ?? memberUnits;
  const index = state.exerciseIndex;
  const plates = plateSetFor(ownPlates, units);
  const [swapOpen, setSwapOpen] = useState(false);
  const swapOpened = useOpenedOnce(swapOpen);
  const keepSwap = useKeepSwap(useSessionUser()?.id);
  const alerts = useRestAlertsOptIn();
  useRestEndAlert(
    rest,
    alerts.on,
    upNext ? `Up next: ${upNext.name}, set ${state.currentSet}` : 'Time for your next set',
  );
  const canSwap =
    exercise?.exerciseId !== undefined && (state.completedSets[index] ?? 0) === 0 && !running;
  return (
    <>
      {workout && exercise && canSwap && swapOpened ? (
        <Suspense fallback={null}>
          <SwapDialog
            open={swapOpen}
            onOpenChange={setSwapOpen}
            exercise={exercise}
            inWorkout={workout.exercises.flatMap((e) => (e.exerciseId ? [e.exerciseId] : []))}
            inBlock={workout.block !== undefined}
            onSwap={(replacement, keepForBlock) => {
              dispatch({ type: 'REPLACE_EXERCISE', exercise: replacement });
              if (keepForBlock && exercise.exerciseId && replacement.exerciseId) {
                keepSwap.mutate(
                  { fromExerciseId: exercise.exerciseId, toExerciseId: replacement.exerciseId },
                  {
                    onError: () =>
                      toast({
                        title: 'Swap made for this workout only',
                        description:
                          'It could not be kept for the rest of your block. Swap it again next time to try again.',
                        variant: 'destructive',
                      }),
                  },
                );
              }
            }}
          />
        </Suspense>
      ) : null}
      {workout && phase === 'exercise' && exercise ? (
        <ExerciseView
          exercise={exercise}
          guide={guide}
          guideLoading={guideLoading}
          currentSet={state.currentSet}
          completedSets={state.completedSets[state.exerciseIndex] ?? 0}
          elapsedS={exerciseElapsedS(state, now)}
          running={running}
          repBased={isRepBased(exercise)}
          reps={state.repsByExercise[index] ?? 1}
          units={units}
          weight={state.weightByExercise[index] ?? null}
          performedSets={state.performedSets[index] ?? []}
          effort={state.efforts[index] ?? null}
          onChangeWeight={(value) => dispatch({ type: 'ADJUST_WEIGHT', value })}
          onEffort={(effort) => dispatch({ type: 'SET_EFFORT', index, effort })}
          onSwap={canSwap ? () => setSwapOpen(true) : undefined}
          onNote={(note) => dispatch({ type: 'SET_NOTE', index, note })}
          onAddExercise={onAddExercise}
          plates={plates}
          warmup={
            exercise.loadType && index === firstMainLift(workout.exercises)
              ? {
                  ramp: warmupRamp(
                    state.weightByExercise[index] ?? exercise.targetWeight ?? 0,
                    exercise.loadType,
                    units,
                    plates,
                  ),
                  taken: state.warmupSets?.[index] ?? [],
                  onChange: (sets) => dispatch({ type: 'SET_WARMUPS', index, sets }),
                }
              : undefined
          }
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
          upNextGuide={guide}
          onSkipRest={() => act('SKIP_REST')}
          onAddExercise={workout.open ? onAddExercise : undefined}
          onAdjustRest={(seconds) => dispatch({ type: 'ADJUST_REST', seconds, now: Date.now() })}
          finished={
            rest.kind === 'exercise' && exercise
              ? {
                  name: exercise.name,
                  effort: state.efforts[index] ?? null,
                  onEffort: (effort) => dispatch({ type: 'SET_EFFORT', index, effort }),
                }
              : null
          }
          rpe={(() => {
            const done = state.performedSets[index] ?? [];
            const last = done.at(-1);
            return last
              ? {
                  setNumber: done.length,
                  value: last.rpe ?? null,
                  onChange: (rpe: number) =>
                    dispatch({ type: 'SET_RPE', index, set: done.length - 1, rpe }),
                }
              : null;
          })()}
          alerts={{
            on: alerts.on,
            blocked: alerts.blocked,
            onEnable: () => void alerts.enable(),
            onDisable: alerts.disable,
          }}
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
          streak={streak}
          logStatus={logStatus}
          onRetryLog={onRetryLog}
          onShare={onShare}
          onSaveAsRoutine={onSaveAsRoutine}
          records={records}
        />
      ) : null}
    </>
  );
}

/**
 * Adding an exercise to the session (a quick one, or any): the library picker, then the exercise
 * prescribed from the member's history. Offline, it comes without a load: the member sets it.
 */
function useAddExercise(dispatch: (action: WorkoutSessionAction) => void) {
  const [picking, setPicking] = useState(false);
  const prescribe = usePrescribeExercises();
  const onPick = (picked: CatalogueExercise) => {
    const draft = draftExercise(picked);
    const planned = toSaveRoutine({
      name: 'Quick',
      days: [{ key: 'd', name: 'Quick', exercises: [draft] }],
    }).days[0]!.exercises;
    const fallback: WorkoutExercise = {
      name: picked.name,
      ...(draft.timed
        ? { duration: `${draft.seconds} seconds` }
        : { reps: `${draft.repsMin}-${draft.repsMax}` }),
      rest: String(draft.restSeconds),
      sets: draft.sets,
      exerciseId: picked.id,
      primaryMuscles: picked.primaryMuscles,
      equipment: picked.equipment,
      category: picked.category,
      ...(picked.loadType ? { loadType: picked.loadType, targetWeight: null } : {}),
    };
    prescribe.mutate(
      { exercises: planned },
      {
        onSuccess: (found) =>
          dispatch({ type: 'ADD_EXERCISE', exercise: found.exercises[0] ?? fallback }),
        onError: () => dispatch({ type: 'ADD_EXERCISE', exercise: fallback }),
      },
    );
  };
  return {
    picking,
    setPicking,
    open: () => setPicking(true),
    onPick,
    pending: prescribe.isPending,
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
