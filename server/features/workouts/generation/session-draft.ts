import type { Goal, Level } from '#common/constants.ts';
import { type ExerciseSession, workingLoad } from '#common/training/progression.ts';
import { DELOAD_LOAD, DELOAD_SETS } from '#common/training/block.ts';
import { estimatedOneRepMax, lighterLoad, loadSteps } from '#common/training/loads.ts';
import type { Units } from '#common/units.ts';
import {
  type Candidate,
  CORE_SLOT,
  FOCUS_MUSCLES,
  type FocusKey,
  harderVariantOf,
  accessoryRank,
  type Pattern,
  type Slot,
  slotsOf,
  STRETCH_SLOTS,
} from '../../exercises/index.ts';
import {
  doseOf,
  type Dose,
  KIND_CATEGORIES,
  prescribe,
  type Prescription,
  type Role,
  roleOf,
  type SlotKind,
} from './goal-plans.ts';
import { type Prescribed, progressExercise, sessionsOf } from './prescription.ts';
import {
  candidateWeight,
  isCompound,
  isSmallMove,
  MAX_SMALL_MOVES,
  spread,
  weightedPick,
} from './selection.ts';

/*
 * One session being built: what is chosen so far, and how the next exercise is picked for a slot
 * (ever wider pools, from the slot's muscles on the core list to anything the member can do).
 */

export interface Chosen {
  candidate: Candidate;
  prescription: Prescription;
  fields: Prescribed['fields'];
  block: 'main' | 'cool-down';
  /** What it is for in the session, and its sets and rest (goal-plans.ts). */
  role: Role;
  dose: Dose;
  /**
   * The plan's prescription before progression: what the session is fitted to the clock with,
   * so reps gained week to week never change the block's list of exercises.
   */
  planned?: Prescription;
  note?: string;
}

export interface DraftOptions {
  goal: Goal;
  level: Level;
  units: Units;
  today: string;
  /** The member's last training day on or before today. */
  lastTrained?: string;
  focus: FocusKey;
  /** Which of the focus's days in the week: 0 (A) or 1 (B), with its own slots and staples. */
  variant: number;
  /** Everything the member can do, and its familiar part (the core list). */
  usable: readonly Candidate[];
  core: readonly Candidate[];
  sessions: Map<string, ExerciseSession[]>;
  /** Muscles to rest today. */
  avoided: ReadonlyMap<string, unknown>;
  random: () => number;
  /** True when the member owns more than bodyweight gear. */
  ownsGear: boolean;
  /** The session is a block's: its choices come from the block's seed alone, not the history. */
  inBlock?: boolean;
  /** The day's small slots in the order the week's volume needs them (volume-targets.ts). */
  smallSlots?: readonly Slot[];
  /**
   * The previous block's days (yyyy-MM-dd, `to` excluded): a staple that gained nothing over it
   * gives its place to a close variant for this block.
   */
  previousBlock?: { from: string; to: string };
}

/** Goals whose session opens with a compound lift (the others open with intervals or jumps). */
const STRENGTH_FIRST: ReadonlySet<Goal> = new Set([
  'build-muscle',
  'lose-weight',
  'general-fitness',
]);

/** Goals whose session has a main lift: heavier, more sets, the longest rest. */
const MAIN_LIFT_GOALS: ReadonlySet<Goal> = new Set([...STRENGTH_FIRST, 'athletic-performance']);

type Tier = () => Candidate[];

export class SessionDraft {
  readonly chosen: Chosen[] = [];
  private readonly used = new Set<string>();
  private readonly muscleUse = new Map<string, number>();
  /** Non-stretching exercises per primary muscle, and the muscles already stretched. */
  private readonly trained = new Map<string, number>();
  private readonly stretched = new Set<string>();
  private smallMoves = 0;
  /** The day's pattern slots already tried, and how many small slots. */
  private readonly triedSlots = new Set<Slot>();
  private smallTried = 0;
  /** Movement patterns of the day nothing the member can do trains (said to the member). */
  readonly missingPatterns: Pattern[] = [];
  private readonly pools = new Map<SlotKind, readonly Candidate[][]>();
  private readonly mobility: boolean;

  constructor(private readonly o: DraftOptions) {
    this.mobility = o.goal === 'increase-flexibility';
  }

  private readonly isRested = (c: Candidate) =>
    c.exercise.category === 'stretching' ||
    !c.exercise.primaryMuscles.some((m) => this.o.avoided.has(m));
  private heavyHinge = false;
  /** Families of movement already in the session (staples.ts: one bridge a session). */
  private readonly families = new Set<string>();
  /** Not yet in the session, not a second heavy hinge, not a second of its family. */
  private readonly isFree = (c: Candidate) =>
    !this.used.has(c.exercise.id) &&
    !(this.heavyHinge && c.heavyHinge) &&
    !(c.family !== undefined && this.families.has(c.family));
  /** Fits the main block: no stretching (but in a mobility flow), and at most two small moves. */
  private readonly inMain = (c: Candidate) =>
    this.mobility ||
    (c.exercise.category !== 'stretching' &&
      (this.smallMoves < MAX_SMALL_MOVES || !isSmallMove(c)));
  // In a block the choice must not depend on what was done (the same lifts every week).
  private readonly hasHistory = (c: Candidate) =>
    !this.o.inBlock && sessionsOf(this.o.sessions, c).length > 0;
  private readonly weightOf = (c: Candidate) =>
    candidateWeight(c, {
      level: this.o.level,
      ownsGear: this.o.ownsGear,
      muscleUse: this.muscleUse,
      hasHistory: this.hasHistory,
    });

  /** The pools of a kind: familiar and rested first, then rested. */
  private poolsOf(kind: SlotKind) {
    let list = this.pools.get(kind);
    if (!list) {
      const categories = KIND_CATEGORIES[kind];
      const ofKind = (from: readonly Candidate[]) =>
        from.filter((c) => categories.includes(c.exercise.category) && this.isRested(c));
      list = [ofKind(this.o.core), ofKind(this.o.usable)];
      this.pools.set(kind, list);
    }
    return list;
  }

  private pick(tiers: Tier[]): Candidate | undefined {
    for (const tier of tiers) {
      const found = weightedPick(spread(tier(), this.muscleUse), this.weightOf, this.o.random);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The member's staple for a movement pattern: the best one on the list (staples.ts) they can
   * do, rested and not yet in the session; on a B day the next one, when there is another, so
   * the pattern meets two lifts a week. The same lift every week, so its loads progress.
   */
  stapleFor(pattern: Pattern): Candidate | undefined {
    const pool = this.o.usable.filter(
      (c) => c.staple === pattern && this.isFree(c) && this.inMain(c) && this.isRested(c),
    );
    const alike = alikeStaples(pool, pattern);
    const staple = alike[Math.min(this.o.variant, alike.length - 1)];
    if (!staple || !this.o.previousBlock) return staple;
    if (!gainedNothing(sessionsOf(this.o.sessions, staple), this.o.previousBlock)) return staple;
    // A close variant: the next alike staple that is not the other day's lift.
    const otherDay = alike[Math.min(1 - this.o.variant, alike.length - 1)];
    const variant = alike.find((c) => c !== staple && c !== otherDay);
    if (!variant) return staple;
    this.swapNotes.set(
      variant.exercise.id,
      `${variant.exercise.name}: in place of ${staple.exercise.name} this block, a close variant: ${staple.exercise.name} gained nothing over the last block (no heavier load or more reps at its end than at its start).`,
    );
    return variant;
  }

  /**
   * The reviewed accessories of some muscles the member can do now, best first, the first two
   * (of a mechanic when the slot asks for one and the list has it), in a new block the first two
   * not done in the last one.
   */
  private accessoriesFor(muscles: readonly string[], mechanic?: string | null): Candidate[] {
    const ranked = this.o.usable
      .filter(
        (c) =>
          muscles.includes(c.primary) &&
          accessoryRank(c.primary, c.exercise.name) < Infinity &&
          this.isFree(c) &&
          this.inMain(c) &&
          this.isRested(c),
      )
      .sort(
        (a, b) =>
          accessoryRank(a.primary, a.exercise.name) - accessoryRank(b.primary, b.exercise.name),
      );
    const ofMechanic = mechanic ? ranked.filter((c) => c.exercise.mechanic === mechanic) : [];
    const list = ofMechanic.length > 0 ? ofMechanic : ranked;
    // A new block rotates its accessories: those of the last block give way when there are others.
    const last = this.o.previousBlock;
    const fresh = last
      ? list.filter(
          (c) =>
            !sessionsOf(this.o.sessions, c).some((s) => s.date >= last.from && s.date < last.to),
        )
      : list;
    return (fresh.length > 0 ? fresh : list).slice(0, 2);
  }

  /** The exercise for a main-block slot, or undefined when nothing the member can do is left. */
  pickFor(kind: SlotKind, slotIndex: number): Candidate | undefined {
    const { focus, goal, core, usable } = this.o;
    const worked = this.mobility ? null : { trained: this.trained, stretched: this.stretched };
    const target =
      kind === 'strength' && this.o.smallSlots && !this.mobility
        ? this.nextStrengthSlot()
        : slotTarget(kind, slotIndex, slotsOf(focus, this.o.variant), worked);
    // The day's slots all given: the time left goes to more sets or a finisher.
    if (kind === 'strength' && this.o.smallSlots && !this.mobility && !target) return undefined;
    if (kind === 'strength' && target?.pattern && !this.mobility) {
      const staple = this.stapleFor(target.pattern);
      if (staple) return staple;
      // Nothing on the list: the closest the member can do for the pattern's muscles, or none.
      const closest = this.pick(
        this.poolsOf(kind).map(
          (pool) => () =>
            pool.filter(
              (c) =>
                this.isFree(c) &&
                this.inMain(c) &&
                isCompound(c) &&
                target.muscles.includes(c.primary),
            ),
        ),
      );
      if (!closest) this.missingPatterns.push(target.pattern);
      return closest;
    }
    const focusMuscles = FOCUS_MUSCLES[focus];
    const steered = kind === 'strength' && this.o.smallSlots !== undefined && target !== undefined;
    const opening = this.chosen.length === 0 && STRENGTH_FIRST.has(goal) && kind === 'strength';
    const tiers: Tier[] = [];
    // An accessory slot: the reviewed list of its muscles first (staples.ts), among its best two.
    if (kind === 'strength' && target && !opening && !this.mobility) {
      tiers.push(() => this.accessoriesFor(target.muscles, target.mechanic));
    }
    for (const pool of this.poolsOf(kind)) {
      const free = () => pool.filter((c) => this.isFree(c) && this.inMain(c));
      if (opening) {
        // The main lift: a compound movement of the slot's muscles, else of the focus.
        const muscles = target?.muscles ?? [];
        tiers.push(() => free().filter((c) => isCompound(c) && muscles.includes(c.primary)));
        tiers.push(() => free().filter((c) => isCompound(c) && focusMuscles.has(c.primary)));
        tiers.push(() => free().filter(isCompound));
        continue;
      }
      if (target) {
        const { muscles, mechanic } = target;
        if (mechanic) {
          tiers.push(() =>
            free().filter((c) => c.exercise.mechanic === mechanic && muscles.includes(c.primary)),
          );
        }
        tiers.push(() => free().filter((c) => muscles.includes(c.primary)));
      }
      if (steered) continue;
      if (kind === 'strength' || kind === 'core') {
        tiers.push(() => free().filter((c) => focusMuscles.has(c.primary)));
      }
      tiers.push(free);
    }
    // A slot the week's volume asked for is its muscles or nothing (not another day's muscles).
    if (steered) return this.pick(tiers);
    // Nothing of that kind left: anything else that fits the main block, sparing rested muscles.
    const mainFits = (c: Candidate) =>
      this.isFree(c) && this.inMain(c) && (kind !== 'stretch' || c.exercise.category !== 'cardio');
    tiers.push(() => core.filter((c) => mainFits(c) && this.isRested(c)));
    tiers.push(() => usable.filter((c) => mainFits(c) && this.isRested(c)));
    tiers.push(() => usable.filter(mainFits));
    return this.pick(tiers);
  }

  /**
   * The next strength slot of the day: its movement patterns in order, then its small slots in the
   * order the week's volume needs them; none after that.
   */
  private nextStrengthSlot(): Slot | undefined {
    const slots = slotsOf(this.o.focus, this.o.variant);
    const pattern = slots.find((s) => s.pattern && !this.triedSlots.has(s));
    if (pattern) {
      this.triedSlots.add(pattern);
      return pattern;
    }
    // The list given, once: more sets of what it holds, or a finisher, use the time left.
    const small = this.o.smallSlots ?? slots.filter((s) => !s.pattern);
    return small[this.smallTried++];
  }

  /**
   * The member's kept swap for a candidate (`swaps`: planned id -> chosen id), when they can do
   * it and it is not in the session yet; the candidate itself otherwise. Says so in one line.
   */
  swapped(candidate: Candidate, swaps: ReadonlyMap<string, string>): Candidate {
    const id = swaps.get(candidate.exercise.id);
    const instead = id ? this.o.usable.find((c) => c.exercise.id === id) : undefined;
    if (!instead || !this.isFree(instead)) return candidate;
    this.swapNotes.set(
      instead.exercise.id,
      `${instead.exercise.name}: your swap for ${candidate.exercise.name}, kept for this block.`,
    );
    return instead;
  }
  /** The line of each kept swap, by the chosen exercise's id. */
  readonly swapNotes = new Map<string, string>();

  /** A cool-down stretch of what the session worked most (the `index`th). */
  pickCoolDown(index: number): Candidate | undefined {
    const pools = this.poolsOf('stretch');
    const target = slotTarget('stretch', index, [], {
      trained: this.trained,
      stretched: this.stretched,
    });
    return this.pick([
      ...pools.map(
        (pool) => () =>
          pool.filter((c) => this.isFree(c) && (!target || target.muscles.includes(c.primary))),
      ),
      ...pools.map((pool) => () => pool.filter(this.isFree)),
    ]);
  }

  /**
   * Steady cardio to close a long session once its hard sets are all given (a bike, a rower, a
   * brisk walk): one block of whole minutes, with no progression line (it is not trained for more).
   */
  finisher(minutes: number): Chosen | undefined {
    const steady = (from: readonly Candidate[]) =>
      from.filter((c) => c.exercise.category === 'cardio' && this.isFree(c));
    const candidate = this.pick([() => steady(this.o.core), () => steady(this.o.usable)]);
    if (!candidate) return undefined;
    return {
      candidate,
      prescription: { duration: `${minutes} minutes` },
      fields: {},
      block: 'main',
      role: 'conditioning',
      dose: { sets: 1, restS: 0 },
      note: `${candidate.exercise.name}: ${minutes} minutes of steady cardio to finish: more hard sets than this would add fatigue, not progress.`,
    };
  }

  /**
   * The deload week: the same exercises, about 40% fewer sets (at least 2) and loads about 10%
   * under the last working load, on the equipment's own steps; no progression this week, so no
   * per-exercise lines.
   */
  deload(): void {
    for (const x of this.chosen) {
      if (x.block !== 'main' || x.role === 'stretch') continue;
      x.dose = { ...x.dose, sets: Math.max(2, Math.round(x.dose.sets * DELOAD_SETS)) };
      const { loadType, aimReps: _aim, ...rest } = x.fields;
      const last = sessionsOf(this.o.sessions, x.candidate)
        .filter((s) => !s.deload)
        .map(workingLoad)
        .find((load) => load !== null);
      x.fields = {
        ...rest,
        deload: true,
        ...(loadType ? { loadType } : {}),
        ...(loadType && last != null
          ? { targetWeight: lighterLoad(last, loadSteps(loadType, this.o.units), DELOAD_LOAD) }
          : {}),
      };
      x.note = undefined;
    }
  }

  /** The session's main lift: its first compound strength exercise, in a strength session. */
  private hasMain = false;

  /** Prescribes the candidate from the member's history and counts it in (not yet kept). */
  prepare(candidate: Candidate, block: Chosen['block']): Chosen {
    const { goal, level, units, today, usable } = this.o;
    const role = roleOf(
      candidate,
      block === 'main' && !this.hasMain && MAIN_LIFT_GOALS.has(goal) && isCompound(candidate),
    );
    const planned = prescribe(candidate, goal, level, role);
    const { prescription, fields, note } = progressExercise(
      candidate,
      planned,
      sessionsOf(this.o.sessions, candidate),
      {
        units,
        today,
        lastTrained: this.o.lastTrained,
        harderVariant: () => harderVariantOf(candidate, usable)?.exercise.name,
      },
    );
    // A rest the member chose for this exercise in a session is theirs from then on.
    const chosenRest = sessionsOf(this.o.sessions, candidate).find((s) => s.restS !== undefined);
    const dose = doseOf(role, goal, level);
    if (chosenRest?.restS !== undefined)
      Object.assign(dose, { restS: chosenRest.restS, chosen: true });
    return { candidate, prescription, fields, block, role, dose, planned, note };
  }

  keep(entry: Chosen): void {
    const { candidate } = entry;
    if (entry.role === 'main') this.hasMain = true;
    if (candidate.heavyHinge) this.heavyHinge = true;
    if (candidate.family) this.families.add(candidate.family);
    this.chosen.push(entry);
    this.used.add(candidate.exercise.id);
    this.muscleUse.set(candidate.primary, (this.muscleUse.get(candidate.primary) ?? 0) + 1);
    if (candidate.exercise.category === 'stretching') this.stretched.add(candidate.primary);
    else this.trained.set(candidate.primary, (this.trained.get(candidate.primary) ?? 0) + 1);
    if (entry.block === 'main' && isSmallMove(candidate)) this.smallMoves += 1;
  }

  /**
   * The main lifts open a strength session and small moves close the main block; the rest keeps
   * its order (a fat-burn circuit keeps its alternation). The opening exercise stays first.
   */
  orderMain(): void {
    if (this.mobility) return;
    const rank = (x: Chosen) =>
      isSmallMove(x.candidate) ? 3 : this.o.goal === 'build-muscle' ? liftRank(x.candidate) : 1;
    const ordered = this.chosen
      .map((x, i) => ({ x, i, r: i === 0 ? -1 : rank(x) }))
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map(({ x }) => x);
    this.chosen.splice(0, this.chosen.length, ...ordered);
  }
}

/** Lifted with a weight or a machine (the catalogue gives machines and the trap bar no load type). */
const UNLOADED = new Set(['no-equipment', 'yoga-mat', 'resistance-bands', 'pull-up-bar', 'bench']);
const isLoaded = (c: Candidate) =>
  c.exercise.loadType !== null ||
  (c.exercise.equipment !== null && !UNLOADED.has(c.exercise.equipment));

/**
 * The staple for a pattern among some candidates: the best on the list (staples.ts); on a B day
 * the next one loaded like it, when there is another, so the pattern meets two lifts a week.
 */
export function stapleAmong(
  candidates: readonly Candidate[],
  pattern: Pattern,
  variant: number,
): Candidate | undefined {
  const alike = alikeStaples(candidates, pattern);
  return alike[Math.min(variant, alike.length - 1)];
}

/**
 * The staples of a pattern among some candidates, best first, loaded like the best one (a B day
 * or a variant is never a bodyweight bridge after a deadlift).
 */
function alikeStaples(candidates: readonly Candidate[], pattern: Pattern): Candidate[] {
  const staples = candidates
    .filter((c) => c.staple === pattern)
    .sort((a, b) => a.stapleRank - b.stapleRank);
  const first = staples[0];
  return staples.filter((c) => isLoaded(c) === (first !== undefined && isLoaded(first)));
}

/** The best estimated one-rep max of a session's sets; null without loads. */
const bestOf = (session: ExerciseSession) =>
  Math.max(0, ...session.sets.map((s) => estimatedOneRepMax(s.weight, s.reps) ?? 0)) || null;

/**
 * Whether a lift gained nothing over a block: trained 3 times or more in it (deloads left out),
 * and its best set at the end (the better of the last two sessions) no better than at the start.
 */
export function gainedNothing(
  sessions: readonly ExerciseSession[],
  block: { from: string; to: string },
): boolean {
  const inBlock = sessions.filter((s) => !s.deload && s.date >= block.from && s.date < block.to);
  if (inBlock.length < 3) return false;
  const start = bestOf(inBlock[inBlock.length - 1]!);
  const end = Math.max(bestOf(inBlock[0]!) ?? 0, bestOf(inBlock[1]!) ?? 0);
  return start !== null && end > 0 && end <= start;
}

/** Heavy compound lifts first: barbell, then other loads, then bodyweight, then isolation. */
function liftRank(c: Candidate): number {
  if (!isCompound(c)) return 2;
  if (c.exercise.loadType === 'barbell') return 0;
  return c.exercise.loadType && c.exercise.loadType !== 'band' ? 0.5 : 1;
}

/**
 * The muscles (and mechanic) a slot asks for: the focus's strength slots in turn (the second time
 * round, compound or isolation no longer matters), a cool-down stretch of what the session worked
 * most (`worked` is null for a stretching session), or the core slot.
 */
function slotTarget(
  kind: SlotKind,
  slotIndex: number,
  /** The day's strength slots. */
  slots: readonly Slot[],
  worked: { trained: ReadonlyMap<string, number>; stretched: ReadonlySet<string> } | null,
): Slot | undefined {
  if (kind === 'strength') {
    const target = slots[slotIndex % slots.length];
    return target && slotIndex >= slots.length ? { muscles: target.muscles } : target;
  }
  if (kind === 'stretch') {
    const mostWorked = worked
      ? [...worked.trained.entries()]
          .filter(([muscle]) => !worked.stretched.has(muscle))
          .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]
      : undefined;
    return mostWorked
      ? { muscles: [mostWorked[0]] }
      : STRETCH_SLOTS[slotIndex % STRETCH_SLOTS.length];
  }
  return kind === 'core' ? CORE_SLOT : undefined;
}
