import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Pencil, Play, Plus, Trash2 } from 'lucide-react';
import type { Tier } from '#common/constants.ts';
import type { Routine } from '#common/schemas/routines.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useUnits } from '#web/lib/units.ts';
import {
  useDeleteRoutine,
  useRoutines,
  useSaveRoutine,
  useStartRoutineDay,
} from '../api/use-routines.ts';
import { RoutineEditor } from '../components/routine-editor.tsx';
import { handOffSession, hasSessionInProgress } from '../lib/persisted-session.ts';
import {
  describeRoutineExercise,
  draftOf,
  emptyRoutine,
  type RoutineDraft,
  toSaveRoutine,
  routineErrorText,
} from '../lib/routine-form.ts';

const UpgradePrompt = lazy(() =>
  import('#web/components/upgrade-prompt.tsx').then((m) => ({ default: m.UpgradePrompt })),
);

/** The spec's custom workouts: none on Free, 5 on Basic, unlimited on Pro and Premium. */
const CUSTOM_WORKOUTS = {
  featureName: 'Custom Workouts',
  featureDescription:
    'Build your own routines (your days, lifts, sets, reps, rests and supersets) and train them with loads from your history: up to 5 on Basic, unlimited on Pro and Premium.',
};

type Editing = { id?: string; draft: RoutineDraft } | null;

/**
 * `/routines`: the member's own routines. Each day starts in the guided session with its loads
 * from the member's history; a routine is built or changed in the editor.
 */
export function RoutinesPage() {
  usePageTitle('My Routines');
  return <Routines userId={useSessionUser()!.id} />;
}

function Routines({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const units = useUnits();
  const routines = useRoutines();
  const subscription = useSubscriptionStatus(userId);
  const save = useSaveRoutine();
  const remove = useDeleteRoutine();
  const start = useStartRoutineDay();
  // "Save as Routine" after a quick session arrives with the session as a draft.
  const arriving = (useLocation().state as { draft?: RoutineDraft } | null)?.draft;
  const [editing, setEditing] = useState<Editing>(() => (arriving ? { draft: arriving } : null));
  const [saveError, setSaveError] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<Exclude<Tier, 'free'> | null>(null);
  const [deleting, setDeleting] = useState<Routine | null>(null);
  const [replacing, setReplacing] = useState<{ id: string; day: number } | null>(null);

  const list = routines.data ?? [];
  const limit =
    subscription.data?.tier === 'basic' ? 5 : subscription.data?.tier === 'free' ? 0 : null;

  const onNew = () => {
    if (limit === 0) return setUpgrade('basic');
    if (limit !== null && list.length >= limit) return setUpgrade('pro');
    setSaveError(null);
    setEditing({ draft: emptyRoutine() });
  };

  const onSave = (draft: RoutineDraft) => {
    setSaveError(null);
    save.mutate(
      { id: editing?.id, routine: toSaveRoutine(draft) },
      {
        onSuccess: (routine) => {
          setEditing(null);
          toast({ title: 'Routine saved', description: routine.name });
        },
        onError: (error) => {
          if (isApiError(error, 'PLAN_LIMIT')) {
            const minimum = error.body?.minimumTier === 'pro' ? 'pro' : 'basic';
            return setUpgrade(minimum);
          }
          setSaveError(
            (isApiError(error) ? routineErrorText(draft, error.body?.fields) : null) ??
              getApiErrorMessage(error, 'Could not save the routine. Please try again.'),
          );
        },
      },
    );
  };

  const begin = (id: string, day: number) =>
    start.mutate(
      { id, day },
      {
        onSuccess: (session) => {
          handOffSession(userId, {
            title: session.title,
            exercises: session.exercises,
            estimatedMinutes: session.estimatedMinutes,
            adaptations: session.adaptations,
            day: session.day,
            units,
          });
          void navigate('/workout');
        },
        onError: (error) =>
          toast({
            title: 'Could not start the day',
            description: getApiErrorMessage(error, 'Check your connection and try again.'),
            variant: 'destructive',
          }),
      },
    );

  const onStart = (id: string, day: number) => {
    if (hasSessionInProgress(userId)) return setReplacing({ id, day });
    begin(id, day);
  };

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-3 py-4 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">My Routines</h1>
          <p className="text-sm text-muted-foreground">
            Your own program: the same lifts every week, with loads from your history.
          </p>
        </div>
        {editing ? null : (
          <Button className="h-11" onClick={onNew}>
            <Plus aria-hidden="true" /> New Routine
          </Button>
        )}
      </div>

      {editing ? (
        <RoutineEditor
          key={editing.id ?? 'new'}
          initial={editing.draft}
          saving={save.isPending}
          error={saveError}
          onSave={onSave}
          onCancel={() => setEditing(null)}
        />
      ) : routines.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading your routines…
        </p>
      ) : routines.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load your routines. Check your connection and try again.
        </p>
      ) : list.length === 0 ? (
        <Card className="p-4 text-sm text-muted-foreground">
          No routines yet. Build one with your own days, lifts, sets, reps and rests; each day then
          runs in the guided session with loads from your history.
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="Routines">
          {list.map((routine) => (
            <li key={routine.id}>
              <RoutineCard
                routine={routine}
                starting={start.isPending ? start.variables : null}
                onStart={(day) => onStart(routine.id, day)}
                onEdit={() => {
                  setSaveError(null);
                  setEditing({ id: routine.id, draft: draftOf(routine) });
                }}
                onDelete={() => setDeleting(routine)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this routine?"
        description={`“${deleting?.name ?? ''}” will be deleted. The workouts you logged from it stay in your history.`}
        confirmLabel="Delete Routine"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) =>
              toast({
                title: 'Could not delete the routine',
                description: getApiErrorMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
          });
        }}
      />
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(open) => {
          if (!open) setReplacing(null);
        }}
        title="Replace the workout in progress?"
        description="You have a workout in progress on this device. Starting this day replaces it; sets not yet logged are lost."
        confirmLabel="Start This Day"
        onConfirm={() => {
          if (replacing) begin(replacing.id, replacing.day);
          setReplacing(null);
        }}
      />
      {upgrade ? (
        <Suspense fallback={null}>
          <UpgradePrompt
            open
            onOpenChange={(open) => {
              if (!open) setUpgrade(null);
            }}
            featureName={CUSTOM_WORKOUTS.featureName}
            featureDescription={CUSTOM_WORKOUTS.featureDescription}
            minimumTier={upgrade}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function RoutineCard({
  routine,
  starting,
  onStart,
  onEdit,
  onDelete,
}: {
  routine: Routine;
  starting: { id: string; day: number } | null | undefined;
  onStart: (day: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex items-start gap-2">
        <h2 className="flex-1 text-lg font-semibold">{routine.name}</h2>
        <Button
          variant="outline"
          className="size-11 px-0"
          aria-label={`Edit ${routine.name}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          className="size-11 px-0 text-destructive hover:text-destructive"
          aria-label={`Delete ${routine.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ol className="grid gap-3">
        {routine.days.map((day, index) => (
          <li key={index} className="grid gap-2 rounded-lg border border-border p-3">
            <div className="flex items-center gap-2">
              <h3 className="flex-1 font-semibold">{day.name}</h3>
              <Button
                className="h-11"
                aria-label={`Start ${day.name} of ${routine.name}`}
                disabled={starting?.id === routine.id && starting.day === index}
                onClick={() => onStart(index)}
              >
                {starting?.id === routine.id && starting.day === index ? (
                  <Spinner className="size-4" />
                ) : (
                  <Play aria-hidden="true" />
                )}
                Start
              </Button>
            </div>
            <ul className="grid gap-1 text-sm">
              {day.exercises.map((exercise, i) => (
                <li key={i} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    {exercise.superset ? (
                      <span className="mr-1 text-xs font-bold text-primary">
                        {exercise.superset}
                      </span>
                    ) : null}
                    {exercise.name}
                  </span>
                  <span className="shrink-0 text-muted-foreground">
                    {describeRoutineExercise(exercise)}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
}
