import type { Goal, Level } from '#common/constants.ts';
import { catalogueLookup, mainMuscles } from '#common/main-muscles.ts';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import {
  REST_BETWEEN_EXERCISES_S,
  REST_BETWEEN_SETS_S,
  SETS_PER_EXERCISE,
  type GeneratedWorkout,
  type WorkoutExercise,
} from '#common/schemas/workouts.ts';
import { addDays } from '#common/streaks.ts';
import type { Units } from '#common/units.ts';
import { candidatesOf, canDo, type FocusKey, levelAllows } from '../../exercises/index.ts';
import { exerciseSeconds, GOAL_PLANS, type SlotKind, workoutSeconds } from './goal-plans.ts';
import { type HistoryWorkout, sessionsByExercise } from './prescription.ts';
import { focusOfWorkout, nextInRotation, ROTATIONS, splitFor, todaysFocus } from './program.ts';
import { createRandom } from './selection.ts';
import { type Chosen, SessionDraft } from './session-draft.ts';

/**
 * The workout generator: pure, deterministic and instant. Same profile, catalogue, history and
 * seed, same workout; another seed varies the choice. No I/O, no clock: the caller passes the date.
 *
 * A session is the next day of the member's weekly program (program.ts), built like a coach
 * builds it: a compound lift first, then accessories, at most two small moves (core, arm or calf
 * isolation) to close the main block, and stretching only in a short cool-down. Exercises come
 * from the core list of familiar movements (ranking.ts); loads and reps come from the member's
 * own history (prescription.ts and the progression engine).
 */

export interface GeneratorProfile {
  level: Level;
  goals: readonly Goal[];
  equipment: readonly string[];
  /** Minutes. */
  timeAvailable: number;
  daysPerWeek: number;
  /** The unit of the loads it prescribes (history is read in it too). Default imperial. */
  units?: Units;
}

export type { HistoryExercise, HistoryWorkout } from './prescription.ts';

export interface GeneratorContext {
  catalogue: readonly CatalogueExercise[];
  /** Recent logged workouts, in any order, loads in the member's unit. */
  history: readonly HistoryWorkout[];
  /** Varies the choice: e.g. user id + date + number of generations so far. */
  seed: string;
  /** Today, yyyy-MM-dd: "yesterday" is the day before. */
  today: string;
}

export type GeneratorResult = Omit<GeneratedWorkout, 'remainingThisWeek'>;

const joinWords = (words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

const SORTED_GOALS: readonly Goal[] = [
  'build-muscle',
  'lose-weight',
  'improve-endurance',
  'general-fitness',
  'athletic-performance',
  'increase-flexibility',
];

/** Cool-down stretches after a training session: one, or two from an hour. */
const coolDownSize = (minutes: number) => (minutes >= 60 ? 2 : 1);

export function generateWorkout(
  profile: GeneratorProfile,
  context: GeneratorContext,
): GeneratorResult {
  const random = createRandom(context.seed);
  const { candidates } = candidatesOf(context.catalogue);

  // The session's goal: one of the member's goals, varied by the seed.
  const goals = SORTED_GOALS.filter((g) => profile.goals.includes(g));
  const goal = goals.length > 0 ? goals[Math.floor(random() * goals.length)]! : 'general-fitness';
  const plan = GOAL_PLANS[goal];
  const level = profile.level;
  const mobility = goal === 'increase-flexibility';

  const history = readHistory(context, goal);
  const { avoided, sessions } = history;
  const rotation = ROTATIONS[splitFor(profile.daysPerWeek, level, goal)];
  // Today is the next day of the rotation, unless it would train what still needs rest.
  const planned = nextInRotation(rotation, history.lastFocus(rotation));
  const focus = todaysFocus(rotation, planned, avoided.keys());

  const usable = candidates.filter(
    (c) =>
      levelAllows(level, c, goal) &&
      canDo(profile.equipment, c.needs) &&
      (c.primary !== 'neck' || c.exercise.category === 'stretching'),
  );
  const draft = new SessionDraft({
    goal,
    level,
    units: profile.units ?? 'imperial',
    today: context.today,
    lastTrained: history.lastTrained,
    focus,
    usable,
    core: usable.filter((c) => c.core),
    sessions,
    avoided,
    random,
    ownsGear: profile.equipment.some((e) => e !== 'no-equipment' && e !== 'yoga-mat'),
  });

  // The cool-down's time is kept aside: a stretch held 30 s, three times, and its rests.
  const coolDown = mobility ? 0 : coolDownSize(profile.timeAvailable);
  const stretchCost = exerciseSeconds({ duration: '30 seconds' }) + REST_BETWEEN_EXERCISES_S;
  const budget = profile.timeAvailable * 60;
  const mainBudget = budget - coolDown * stretchCost;
  const round = plan.round.filter((kind) => mobility || kind !== 'stretch');
  const slotCounters = new Map<SlotKind, number>();
  let total = 0;
  for (let step = 0; draft.chosen.length < 40; step++) {
    const kind = round[step % round.length]!;
    const index = slotCounters.get(kind) ?? 0;
    slotCounters.set(kind, index + 1);
    const candidate = draft.pickFor(kind, index);
    if (!candidate) break;
    const entry = draft.prepare(candidate, 'main');
    const first = draft.chosen.length === 0;
    const cost = exerciseSeconds(entry.prescription) + (first ? 0 : REST_BETWEEN_EXERCISES_S);
    if (!first && total + cost > mainBudget) break;
    draft.keep(entry);
    total += cost;
  }
  draft.orderMain();

  // The cool-down: stretches of what the session worked most.
  for (let i = 0; i < coolDown && total + stretchCost <= budget; i++) {
    const candidate = draft.pickCoolDown(i);
    if (!candidate) break;
    draft.keep(draft.prepare(candidate, 'cool-down'));
    total += stretchCost;
  }

  const exercises = draft.chosen.map(toWorkoutExercise);
  return {
    title: plan.title(focus),
    exercises,
    estimatedMinutes: Math.round(workoutSeconds(exercises) / 60),
    focus: topMuscles(exercises),
    adaptations: adaptationsOf(draft.chosen, avoided),
  };
}

/**
 * What the history says for today's session: the muscles to rest (the main muscles of what was
 * completed today or yesterday, with when: today wins; none before a stretching session), the
 * sessions of each exercise, and the rotation day of the last completed workout.
 */
export function readHistory(
  context: Pick<GeneratorContext, 'catalogue' | 'history' | 'today'>,
  goal: Goal,
) {
  const lookup = catalogueLookup(context.catalogue);
  const history = [...context.history].sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
  );
  const yesterday = addDays(context.today, -1);
  const avoided = new Map<string, 'today' | 'yesterday'>();
  if (goal !== 'increase-flexibility') {
    for (const workout of history) {
      if (!workout.completed) continue;
      const when =
        workout.date === context.today ? 'today' : workout.date === yesterday ? 'yesterday' : null;
      if (!when) continue;
      for (const muscle of mainMuscles(workout.exercises, lookup)) {
        if (avoided.get(muscle) !== 'today') avoided.set(muscle, when);
      }
    }
  }
  const sessions = sessionsByExercise(history);
  const lastCompleted = history.find((w) => w.completed && w.date <= context.today);
  const lastMuscles = lastCompleted ? mainMuscles(lastCompleted.exercises, lookup) : [];
  const lastFocus = (rotation: readonly FocusKey[]) =>
    rotation.length > 1 ? focusOfWorkout(lastMuscles, rotation) : null;
  return { avoided, sessions, lastFocus, lastTrained: lastCompleted?.date };
}

/** A chosen exercise as the workout lists it (the generator's and the swap's one shape). */
export const toWorkoutExercise = ({
  candidate,
  prescription,
  fields,
  block,
}: Chosen): WorkoutExercise => ({
  name: candidate.exercise.name,
  ...prescription,
  ...fields,
  rest: String(REST_BETWEEN_SETS_S),
  sets: SETS_PER_EXERCISE,
  exerciseId: candidate.exercise.id,
  primaryMuscles: [...candidate.exercise.primaryMuscles],
  equipment: candidate.exercise.equipment,
  category: candidate.exercise.category,
  ...(block === 'cool-down' ? { block } : {}),
});

/**
 * Why the workout looks as it does: the rested muscles it skips (said with the day each was
 * trained), then each progression step, in the order of the workout.
 */
function adaptationsOf(
  chosen: readonly Chosen[],
  avoided: ReadonlyMap<string, 'today' | 'yesterday'>,
): string[] {
  const adaptations: string[] = [];
  if (avoided.size > 0) {
    const worked = new Set(
      chosen
        .filter((x) => x.candidate.exercise.category !== 'stretching')
        .flatMap((x) => x.candidate.exercise.primaryMuscles),
    );
    for (const when of ['today', 'yesterday'] as const) {
      const skipped = [...avoided]
        .filter(([muscle, day]) => day === when && !worked.has(muscle))
        .map(([muscle]) => muscle);
      if (skipped.length > 0) {
        adaptations.push(
          `Skipping ${joinWords(skipped)}: you trained ${skipped.length === 1 ? 'it' : 'them'} ${when}.`,
        );
      }
    }
  }
  for (const { note } of chosen) if (note) adaptations.push(note);
  return adaptations;
}

function topMuscles(exercises: readonly WorkoutExercise[]): string[] {
  const counts = new Map<string, number>();
  for (const exercise of exercises) {
    for (const muscle of exercise.primaryMuscles ?? []) {
      counts.set(muscle, (counts.get(muscle) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 4)
    .map(([muscle]) => muscle);
}
