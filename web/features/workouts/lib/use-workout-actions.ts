import { useRef, useState, type Dispatch } from 'react';
import type { SavedWorkout } from '#common/schemas/workouts.ts';
import {
  estimateWorkoutMinutes,
  type SessionWorkout,
  type WorkoutSessionAction,
} from '#common/workout-session.ts';
import { useProfile } from '#web/api/profile.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { useUnits } from '#web/lib/units.ts';
import {
  useCreateSavedWorkout,
  useDeleteSavedWorkout,
  useGenerateWorkout,
} from '../api/use-workouts.ts';
import type { SaveWorkoutValues } from '../components/save-workout-dialog.tsx';
import type { TodayOptions } from '../components/start-screen.tsx';
import { deleteFailure, generateFailure, saveFailure } from './workout-errors.ts';

/** Which upgrade prompt is open: the weekly generation limit, or saving workouts. */
export type UpgradeFeature = 'workouts' | 'saved';

/**
 * What the workout screen can do besides running the session: generate a workout, save the
 * current one, load or delete a saved one. Owns the save dialog and the upgrade prompt they open.
 */
export function useWorkoutActions(
  userId: string,
  workout: SessionWorkout | null,
  dispatch: Dispatch<WorkoutSessionAction>,
) {
  const [remainingThisWeek, setRemainingThisWeek] = useState<number | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const [upgrade, setUpgrade] = useState<UpgradeFeature | null>(null);
  const profile = useProfile(userId);
  const subscription = useSubscriptionStatus(userId);
  const generate = useGenerateWorkout();
  const createSaved = useCreateSavedWorkout();
  const deleteSaved = useDeleteSavedWorkout();
  // Loads arrive in the member's unit of the moment; the session keeps that unit with them.
  const units = useUnits();

  /**
   * Today's session of the block; `another` varies its accessories ("Generate Another"), `today`
   * adapts it to fewer minutes or equipment left out, for today only.
   */
  // One request in flight: a double tap lands both taps before the button shows it is busy.
  const inFlight = useRef(false);
  const onGenerate = (another = false, today: TodayOptions = {}) => {
    if (inFlight.current) return;
    inFlight.current = true;
    // The press's id: a retry of this press is answered without counting it again.
    const pressId = crypto.randomUUID();
    generate.mutate(another ? { another: true, ...today, pressId } : { ...today, pressId }, {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: (generated) => {
        const { title, exercises, estimatedMinutes, focus, adaptations, block, day } = generated;
        dispatch({
          type: 'LOAD_WORKOUT',
          workout: {
            title,
            exercises,
            estimatedMinutes,
            focus,
            adaptations,
            units,
            ...(block ? { block } : {}),
            ...(day ? { day } : {}),
          },
        });
        setRemainingThisWeek(generated.remainingThisWeek);
      },
      onError: (error) => {
        const failure = generateFailure(error);
        if (failure.kind === 'weekly-limit') return setUpgrade('workouts');
        toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      },
    });
  };

  const onSave = ({ name, description }: SaveWorkoutValues) => {
    if (!workout) return;
    const minutes = workout.estimatedMinutes ?? estimateWorkoutMinutes(workout.exercises);
    createSaved.mutate(
      {
        userId,
        name,
        description,
        exercises: workout.exercises,
        timeEstimate: Math.min(600, Math.max(1, minutes)),
        difficulty: profile.data?.level ?? workout.difficulty,
        units: workout.units ?? units,
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
    dispatch({
      type: 'LOAD_WORKOUT',
      workout: {
        title: saved.name,
        exercises: saved.exercises,
        estimatedMinutes: saved.timeEstimate,
        difficulty: saved.difficulty || undefined,
        savedWorkoutId: saved.id,
        units,
      },
    });
    setRemainingThisWeek(null);
    window.scrollTo({ top: 0 });
    toast({ title: 'Workout Loaded', description: `${saved.name} is ready when you are.` });
  };

  const onDelete = (saved: SavedWorkout) =>
    deleteSaved.mutate(saved.id, {
      onSuccess: () => toast({ title: 'Workout deleted successfully!' }),
      onError: (error) => toast({ ...deleteFailure(error), variant: 'destructive' }),
    });

  return {
    generating: generate.isPending,
    remainingThisWeek,
    onGenerate,
    save: { open: saveOpen, setOpen: setSaveOpen, saving: createSaved.isPending, onSave },
    saved: {
      onLoad,
      onDelete,
      deletingId: deleteSaved.isPending ? (deleteSaved.variables ?? null) : null,
    },
    upgrade,
    closeUpgrade: () => setUpgrade(null),
  };
}
