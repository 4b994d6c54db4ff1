import { MEASUREMENT_TYPES, type MeasurementType } from '#common/schemas/measurements.ts';
import { findExerciseMention, howToPhrase, type ExerciseMention } from './exercise-names.ts';
import { liftWordIn } from './lift-words.ts';
import { type Slots, slotsOf } from './slots.ts';
import { correctTypos } from './typos.ts';
import { canonicalPhrases } from './synonyms.ts';
import {
  ACCOUNT_ASK,
  FOOD_ASK,
  SAFE_ASK,
  SHORTER_ASK,
  SWAP_ASK,
  TOLD_ASK,
  WEAK_ACCOUNT_ASK,
  WORKOUT_ACTION,
  WORKOUT_HISTORY,
  VOLUME_ASK,
  WEEK_ASK,
  WHY_ASK,
  FOOD_WORDS,
  NEXT_ASK,
  NOTES_ASK,
  PACE_ASK,
  PROFILE_ASK,
  TARGET_ASK,
} from './asks.ts';
import type { CoachTurn, ExerciseLookup } from '../coach-types.ts';

/**
 * What a message asks the built-in coach: keyword scores per intent. Pure and deterministic.
 * Pain, injury and medical words always win (safety first).
 */

export const INTENTS = [
  'refusal',
  'safety',
  'exercise',
  'lifts',
  'next',
  'week',
  'volume',
  'why',
  'swap',
  'food',
  'notes',
  'profile',
  'account',
  'pace',
  'target',
  'streak',
  'totals',
  'recent',
  'measurements',
  'goals',
  'today',
  'muscle',
  'motivation',
  'recovery',
  'saved',
  'nutrition',
  'greeting',
  'thanks',
  'help',
] as const;
export type Intent = (typeof INTENTS)[number];

export interface Classification {
  /** Best first; at most two; empty when nothing matched (the coach answers with its help). */
  intents: Intent[];
  exercise?: ExerciseMention;
  /** Measurement types named in the message. */
  measurementTypes: MeasurementType[];
  /** The body part named with pain or injury ("knee"), if any. */
  bodyPart?: string;
  /** Symptoms that need urgent help (chest pain, fainting, breathlessness...). */
  urgent: boolean;
  /** A muscle group asked about ("chest", "legs"...), for the muscle intent. */
  muscle?: string;
  /** For a follow-up, the earlier question and this one together: what the answer reads. */
  text?: string;
  /** What the message names besides its intent (day, nutrients, minutes...), read once. */
  slots: Slots;
}

/**
 * Lower case, straight apostrophes, single spaces, the coach's words spelt right, and members'
 * phrasings rewritten to the words the answer families know (synonyms.ts).
 */
export function normalise(text: string): string {
  return canonicalPhrases(
    correctTypos(
      text
        .toLowerCase()
        .replace(/[\u2018\u2019\u02bc]/g, "'")
        .replace(/[\u201c\u201d]/g, '"')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Safety

/**
 * A symptom or condition the member has: pain, injury, feeling unwell, a medical condition. Said
 * in the question, it makes the answer a safety answer (with what else the question reads).
 */
const SYMPTOM =
  /\bpain(s|ful)?\b|\bhurts?\b|\bhurting\b|\bhurted\b|\binjur(y|ies|ed|e)\b|\bsprain|\bstrain(ed|s)?\b|\btorn\b|\btear\b(?! drop)|\bpulled (a )?muscle|\bswollen\b|\bswelling\b|\bbruis|\bnumb(ness)?\b|\btingl|\bdizz|\bfaint|\blight-?headed|\bpass(ed)? out\b|\bshort(ness)? of breath|\bcan'?t breathe|\bbreathless|\bpalpitation|\bheart (attack|condition|problem|disease|issue)|\bchest (pain|tight)|\bblood pressure|\bhypertension|\bpregnan|\bpostpartum|\bdiabet|\basthma|\bmedication|\bmedicine\b(?! ball)|\bsurgery\b|\boperation\b|\bdiagnos|\bconcussion|\bfractur|\bbroken (bone|arm|leg|wrist|ankle|toe|finger|rib)|\bdislocat|\bsciatica|\bhernia|\barthritis|\btendonitis|\btendinitis|\bsick\b|\bfever\b|\bnause|\bvomit|\bmigraine|\bshin splints|\bcramps?\b|\beating disorder|\banorexi|\bbulimi|\bunwell\b/;

/**
 * A symptom said to be gone or absent ("it doesn't hurt any more", "my physio cleared my
 * shoulder"): not a present symptom.
 */
const NOT_PRESENT =
  /\b(no longer|not|never|doesn'?t|does not|don'?t|do not|didn'?t|isn'?t|is not|stopped|without( any)?) (hurt(s|ing)?|in pain|painful|sore|injured|any pain|pain)\b|\b(no|without) (pain|injur(y|ies))\b/g;
const RESOLVED =
  /\bcleared\b|\bhealed\b|\brecovered\b|\ball[\s-]clear\b|\b(fine|better|ok|okay|good) now\b|\bno longer\b/;

/**
 * Words about health that are a topic, not a symptom: who the member sees ("my physio said..."),
 * or safety in general. Alone they get the safety answer; with a question, the question wins.
 */
const HEALTH_TOPIC =
  /\bdoctor\b|\bdr\b|\bgp\b|\bphysio|\bchiropract|\bsafe(ty|ly)?\b|\binjur(y|ies)\b/;

/** Symptoms to act on at once. */
const URGENT =
  /\bchest (pain|tight)|\bchest (hurts|is hurting|hurting|feels tight)|\bpain in (my )?chest|\bfaint|\bpass(ed)? out\b|\bshort(ness)? of breath|\bcan'?t breathe|\bpalpitation|\bheart attack|\bheart (is )?(racing|pounding)\b|\bnumb(ness)? in (my )?(arm|face)|\bconcussion/;

/**
 * Intents whose answers read the member's own data: said with a symptom, they follow the safety
 * answer ("my shoulder hurts, what did my physio note say?"). A workout or an exercise does not:
 * with a symptom, training waits for a professional.
 */
const READS_WITH_SAFETY: ReadonlySet<Intent> = new Set([
  'notes',
  'recent',
  'lifts',
  'food',
  'measurements',
  'profile',
  'account',
  'streak',
  'totals',
  'saved',
]);

const BODY_PARTS = [
  'knee',
  'lower back',
  'back',
  'shoulder',
  'neck',
  'wrist',
  'elbow',
  'ankle',
  'hip',
  'foot',
  'feet',
  'hamstring',
  'calf',
  'groin',
  'chest',
  'hand',
  'toe',
  'finger',
  'shin',
  'head',
  'arm',
  'leg',
] as const;

function bodyPartIn(text: string): string | undefined {
  for (const part of BODY_PARTS) {
    if (new RegExp(`\\b${part}s?\\b`).test(text)) return part === 'feet' ? 'foot' : part;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Everything else: [pattern, score]

type Rules = readonly (readonly [RegExp, number])[];

const RULES: Record<
  Exclude<Intent, 'refusal' | 'safety' | 'exercise' | 'muscle' | 'lifts' | 'food' | 'swap'>,
  Rules
> = {
  next: [[NEXT_ASK, 8]],
  week: [[WEEK_ASK, 8]],
  volume: [[VOLUME_ASK, 9]],
  why: [[WHY_ASK, 9]],
  notes: [
    [NOTES_ASK, 6],
    [TOLD_ASK, 8],
  ],
  profile: [[PROFILE_ASK, 6]],
  account: [
    [ACCOUNT_ASK, 7],
    [WEAK_ACCOUNT_ASK, 3],
  ],
  pace: [[PACE_ASK, 6]],
  target: [[TARGET_ASK, 5]],
  streak: [
    [/\bstreaks?\b/, 4],
    [/\bin a row\b|\bconsecutive\b|\bdays straight\b|\bstraight days\b/, 4],
    [/\bconsisten(t|cy)\b/, 2],
  ],
  totals: [
    [/\bhow many (workouts?|sessions?|times|trainings?)\b/, 4],
    [
      /\b(workouts?|sessions?) (have|did) i (done|do|complete|completed|finish|finished|log|logged)\b/,
      4,
    ],
    [/\btotal\b|\bso far\b|\bin all\b|\baltogether\b/, 2],
    [/\bstats?\b|\bstatistics\b|\bnumbers\b|\bcount\b/, 3],
    [/\bthis week\b/, 1],
    [/\bprogress\b|\bhow am i doing\b|\bhow('m| am) i going\b/, 1],
  ],
  recent: [
    [
      /\blast (workout|session|training|time i trained|time i worked out|few workouts|workouts|sessions)\b/,
      4,
    ],
    [/\brecent\b|\brecently\b|\bhistory\b|\blog(ged)?\b/, 3],
    [/\bwhat (did|have) i (do|done|train|trained)\b/, 4],
    [/\byesterday\b|\blast week\b/, 1],
    [/\bdid i (finish|complete)\b/, 3],
  ],
  measurements: [
    [/\bweigh(t|ts|ing|ed)?\b/, 3],
    [/\bwaist\b/, 3],
    [/\bmeasure(ment|ments|d)?\b|\bbody (size|stats)\b/, 3],
    [/\blbs?\b|\bpounds?\b|\binch(es)?\b|\bkilos?\b|\bkg\b/, 2],
    [/\b(lost|gained|losing|gaining|dropped)\b/, 1],
    [/\bhow much (weight )?(have i|did i|i've|i have) (lost|lose|gained|gain|dropped|put on)\b/, 4],
    [/\bprogress\b|\btrend\b|\bchanged?\b|\bgoing\b/, 1],
  ],
  goals: [
    [/\bgoals?\b/, 4],
    [/\btarget\b|\baim(ing)?\b|\bon track\b|\bdeadline\b/, 3],
    [/\bplan to\b|\bwant to (reach|hit|get to)\b/, 1],
    [/\bprofile\b|\bmy (level|equipment|settings|preferences)\b/, 2],
  ],
  today: [
    [/\bwhat (should|can|do|shall|could) i (train|do|work on|work out|hit|focus on|lift)\b/, 4],
    [/\b(workout|session|plan|routine|training) for (today|tomorrow|tonight)\b/, 4],
    [/\bwhat to (train|do|work on)\b|\bwhat (should|shall) we\b/, 4],
    [/\bsuggest|\brecommend/, 2],
    [
      /\b(give|make|build|create|write|plan) me\b.*\b(workout|session|plan|routine|program(me)?)\b/,
      4,
    ],
    [/\btoday\b|\btonight\b|\btomorrow\b/, 1],
    [/\bnext workout\b|\bnext session\b/, 2],
    // "No barbell today", "the bench is taken": the day's session, without it.
    [
      /\b(no|without|can'?t use|not using)( an?| the| my| any)? (barbell|rack|bench|dumb ?bells?|kettle ?bells?|machines?|cables?|pull[\s-]?up bar)s?\b.*\b(today|tonight)\b|\b(barbell|rack|bench|machines?|cables?)s? (is |are )?(taken|busy|occupied|in use)\b/,
      5,
    ],
    // "Only 30 minutes today": the day's session, shortened.
    [
      /\bonly (have |got )?(\d{1,3}[\s-]?(min|mins|minutes?)|half an hour|an hour)\b|\b\d{1,3}[\s-]?(min|mins|minutes?) (today|tonight|left|to train|to work ?out)\b/,
      5,
    ],
  ],
  motivation: [
    [/\bmotivat/, 4],
    [
      /\blazy\b|\bgive up\b|\bgiving up\b|\bquit(ting)?\b|\bcan'?t be bothered\b|\bdon'?t feel like\b|\bno energy\b|\bunmotivated\b|\bstruggl/,
      4,
    ],
    [/\bencourag|\binspir|\bpep talk\b|\bhype me\b|\bpush me\b|\bkeep going\b/, 4],
    [/\btired\b|\bbored\b|\bstuck\b|\bplateau/, 2],
  ],
  recovery: [
    [/\brest days?\b|\bday off\b|\brecover(y|ing)?\b|\bovertrain/, 4],
    [/\bsore(ness)?\b|\bdoms\b|\bstiff\b/, 4],
    [/\bsleep\b|\bstretch(ing)?\b|\bwarm[\s-]?up\b|\bcool[\s-]?down\b/, 2],
  ],
  saved: [
    [/\bsaved\b/, 4],
    [
      /\bfavou?rite (workouts?|routines?)\b|\bmy (custom )?(workouts|routines) list\b|\bcustom workouts?\b/,
      3,
    ],
  ],
  nutrition: [
    [
      /\bnutrition\b|\bdiet\b|\bprotein\b|\bcalories?\b|\bmacros?\b|\bcarbs?\b|\bfats?\b(?! loss| burn)/,
      4,
    ],
    [
      /\beat(ing)?\b|\bmeals?\b|\bfood\b|\bsnacks?\b|\bbreakfast\b|\bdinner\b|\blunch\b|\bsupplements?\b|\bcreatine\b/,
      3,
    ],
    [/\bwater\b|\bhydrat|\bdrink\b/, 3],
  ],
  greeting: [[/^(hi|hello|hey|hiya|yo|howdy|good (morning|afternoon|evening))\b/, 2]],
  thanks: [[/\bthanks?\b|\bthank you\b|\bthx\b|\bcheers\b|\bappreciate/, 2]],
  help: [
    [
      /\bhelp\b|\bwhat can you (do|answer|tell)\b|\bwho are you\b|\bwhat are you\b|\bwhat do you (do|know)\b|\bcommands?\b|\boptions\b/,
      3,
    ],
  ],
};

/** Muscle groups people ask about, and the catalogue muscles they mean. */
export const MUSCLE_GROUPS: Record<string, readonly string[]> = {
  chest: ['chest'],
  back: ['lats', 'middle back', 'lower back', 'traps'],
  shoulders: ['shoulders'],
  arms: ['biceps', 'triceps', 'forearms'],
  biceps: ['biceps'],
  triceps: ['triceps'],
  legs: ['quadriceps', 'hamstrings', 'glutes', 'calves'],
  quads: ['quadriceps'],
  hamstrings: ['hamstrings'],
  glutes: ['glutes'],
  calves: ['calves'],
  abs: ['abdominals'],
  core: ['abdominals', 'lower back'],
};
const MUSCLE_WORDS: readonly [RegExp, string][] = [
  [/\bchest\b|\bpecs?\b/, 'chest'],
  [/\bback\b|\blats\b/, 'back'],
  [/\bshoulders?\b|\bdelts?\b/, 'shoulders'],
  [/\bbiceps?\b/, 'biceps'],
  [/\btriceps?\b/, 'triceps'],
  [/\barms?\b/, 'arms'],
  [/\bquads?\b|\bquadriceps\b/, 'quads'],
  [/\bhamstrings?\b/, 'hamstrings'],
  [/\bglutes?\b|\bbutt\b/, 'glutes'],
  [/\bcalf\b|\bcalves\b/, 'calves'],
  [/\blegs?\b|\blower body\b/, 'legs'],
  [/\babs\b|\babdominals?\b|\bsix[\s-]?pack\b/, 'abs'],
  [/\bcore\b/, 'core'],
];
const MUSCLE_ASK =
  /\b(exercises?|moves?|train(ing)?|work(ing)? (on|out)?|build(ing)?|strengthen|target|grow|tone|bigger|stronger|workout for)\b/;

const MEASURE_WORDS =
  /\bsize\b|\bmeasure|\binch(es)?\b|\bgrown?\b|\bbigger\b|\bsmaller\b|\btrend\b|\bchanged?\b|\bprogress\b|\bhow (is|are|has|have) my\b/;

const TRAIN_WORDS = /\b(build|grow|exercises?|train|work on|strengthen|tone)\b/;

function measurementTypesIn(text: string): MeasurementType[] {
  const found: MeasurementType[] = [];
  for (const type of MEASUREMENT_TYPES) {
    const pattern =
      type === 'weight'
        ? /\bweigh(t|ts|ing|ed)?\b|\blbs?\b|\bpounds?\b/
        : type === 'biceps'
          ? /\bbiceps?\b|\barms?\b/
          : type === 'thighs'
            ? /\bthighs?\b/
            : new RegExp(`\\b${type}\\b`);
    if (!pattern.test(text)) continue;
    // Chest, biceps and thighs are also muscles: measurements only with measuring words, and
    // never when the question is how to train them ("how do I build bigger arms?").
    if (
      (type === 'chest' || type === 'biceps' || type === 'thighs') &&
      (!MEASURE_WORDS.test(text) || TRAIN_WORDS.test(text))
    ) {
      continue;
    }
    found.push(type);
  }
  return found;
}

/** Two questions joined in one message: "... and what should I lift next time?", "...? ...?". */
const TWO_QUESTIONS =
  /\b(and|also|plus)( then)? (what|how|when|which|why|should|can|could|do|did|is|are|am|have)\b|\?.+\?/;

/** A message that opens with thanks ("thank you for reading my note"). */
const THANKS_ONLY = /^(thanks?|thank you|thx|cheers|ty)\b/;

const GREETING_PREFIX =
  /^(hi|hello|hey|hiya|yo|howdy|good (morning|afternoon|evening|day))\b[\s,!.]*(flex\b[\s,!.]*)?/;

/** Things that look like safety words but are not. */
const SAFETY_EXCEPTIONS = /\bmedicine balls?\b|\bsafety (squat )?bar\b/g;

/** Words about loads, sets and records. */
const LIFT_ASK =
  /\b(lift(ed|ing)?|weights?|load|heav(y|ier|iest)|best|pr|prs|personal (best|record)|records?|max|1rm|one rep max|strongest|last time|how much|how many reps|sets?)\b/;

/** Scores below this are noise ("today" alone does not make a plan request). */
const MIN_SCORE = 2;

/**
 * What the coach never does, whatever the wording: show another person's data, reveal its
 * instructions, or change its role. Such a message gets a short refusal and nothing else.
 */
const OTHERS_DATA =
  /\b(another|other|different) (member|user|person|people|account|client)'?s?\b|\b(all|every|other) (users|members|accounts|clients)\b|\b(every|each|any) (user|member|client|customer)'?s\b|\bsomeone else'?s?\b|\b(his|her|their) (data|workouts?|weight|stats|account|e-?mail|password|history|measurements?|notes?)\b|\b(user|member) (id|#)\b|\bdatabase\b|\bpasswords?\b|\bsomebody else\b/;
const INSTRUCTIONS =
  /\b(system|hidden|initial|developer|original) (prompt|instructions?|message|rules)\b|\byour (instructions|prompt|rules|programming|guidelines)\b|\bignore (all |your |the |any )?(previous |prior |above |earlier )?(instructions|rules|prompts?|guidelines)\b/;
const ROLE_CHANGE =
  /\bpretend (to be|you are|you're)\b|\bact as\b|\byou are now\b|\bfrom now on you\b|\brole-?play\b|\bjailbreak|\bdeveloper mode\b|\bdan mode\b/;

const TIME_WORDS = /\b(today|tonight|yesterday|this week|last week|the day before( yesterday)?)\b/;

/** A message that continues the last subject rather than naming one. */
const FOLLOW_UP =
  /^(and|also|what about|how about|and what about|same for|then|ok and|okay and)\b|^(the day before|before that|the week before|why)\b/;

/**
 * Classifies a message; a follow-up that names no subject of its own ("and the day before?",
 * "what about last week?") continues the member's previous question: the two are read together.
 * Only the member's own earlier words are used, never an assistant turn.
 */
export function classify(
  message: string,
  exercises: ExerciseLookup,
  history: readonly CoachTurn[] = [],
): Classification {
  const own = { ...classifyOne(message, exercises, history), slots: slotsOf(normalise(message)) };
  const text = normalise(message);
  if (
    own.intents.length > 0 &&
    !(FOLLOW_UP.test(text) && own.intents.every((i) => i === 'greeting' || i === 'thanks'))
  ) {
    return own;
  }
  if (!FOLLOW_UP.test(text) && text.split(' ').length > 4) return own;
  const previous = [...history].reverse().find((turn) => turn.role === 'user');
  if (!previous) return own;
  // The follow-up's own day or week replaces the earlier one ("... yesterday?" "and today?").
  const earlier = TIME_WORDS.test(text)
    ? normalise(previous.content).replace(new RegExp(TIME_WORDS.source, 'g'), ' ')
    : normalise(previous.content);
  const merged = `${earlier.replace(/\s+/g, ' ').trim()} ${text}`;
  const continued = classifyOne(merged, exercises, [], true);
  if (continued.intents.length === 0 || continued.intents[0] === 'refusal') return own;
  return { ...continued, text: merged, slots: slotsOf(merged) };
}

function classifyOne(
  message: string,
  exercises: ExerciseLookup,
  history: readonly CoachTurn[],
  /** A follow-up read with the question before it: one question, not two. */
  merged = false,
): Omit<Classification, 'slots'> {
  const text = normalise(message);
  const measurementTypes = measurementTypesIn(text);

  if (
    !URGENT.test(text) &&
    (OTHERS_DATA.test(text) || INSTRUCTIONS.test(text) || ROLE_CHANGE.test(text))
  ) {
    return { intents: ['refusal'], measurementTypes, urgent: false };
  }

  const health = text.replace(SAFETY_EXCEPTIONS, ' ');
  const urgent = URGENT.test(health.replace(NOT_PRESENT, ' '));
  if (urgent) {
    return { intents: ['safety'], measurementTypes, bodyPart: bodyPartIn(text), urgent };
  }
  // A symptom in the question itself, not one said to be gone.
  const symptom = SYMPTOM.test(health.replace(NOT_PRESENT, ' ')) && !RESOLVED.test(health);
  // What the question asks, scored without the words that only constrain it ("with my equipment").
  const scoring = text.replace(EQUIPMENT_CONSTRAINT, ' with your equipment ');

  const scores = new Map<Intent, number>();
  const add = (intent: Intent, score: number) =>
    scores.set(intent, (scores.get(intent) ?? 0) + score);
  for (const [intent, rules] of Object.entries(RULES) as [keyof typeof RULES, Rules][]) {
    for (const [pattern, score] of rules) if (pattern.test(scoring)) add(intent, score);
  }
  // An action beats a topic word: "a workout with my equipment" asks for the workout.
  if (WORKOUT_ACTION.test(scoring) && !WORKOUT_HISTORY.test(scoring)) add('today', 10);
  if (SHORTER_ASK.test(scoring) && !WORKOUT_HISTORY.test(scoring)) add('today', 10);
  if (SAFE_ASK.test(scoring)) add('safety', 6);
  // Chest, biceps and thighs only count with measuring words, so they are a clear signal.
  if (measurementTypes.length > 0) {
    add('measurements', measurementTypes.some((type) => type !== 'weight') ? 3 : 1);
  }

  // An exercise: named and asked about, or named and nothing else asked.
  // "Good morning" is a greeting before it is an exercise.
  const question = text.replace(GREETING_PREFIX, '');
  const howTo = howToPhrase(question) !== null;
  let exercise = findExerciseMention(question, exercises);
  if (exercise) {
    if (howTo) add('exercise', exercise.strength === 'strong' ? 7 : 5);
    else if (exercise.strength === 'strong') add('exercise', 2);
  } else if (howTo && /\b(it|them|that|this one|those)\b/.test(text)) {
    // "How do I do them?" after talking about an exercise.
    for (const turn of [...history].reverse()) {
      const earlier = findExerciseMention(normalise(turn.content), exercises);
      if (earlier) {
        exercise = earlier;
        add('exercise', 5);
        break;
      }
    }
  }

  // A lift asked about ("what did I lift on squats last time?", "my best bench"): an exercise or a
  // lift word, with a word about loads or records.
  if ((exercise || liftWordIn(text)) && LIFT_ASK.test(text)) {
    add('lifts', 5);
    if (!howTo) scores.delete('exercise');
  }

  // "Swap the bench press for something else": alternatives for a named exercise, not its guide.
  if (SWAP_ASK.test(text) && (exercise || liftWordIn(text))) {
    add('swap', 11);
    if (!howTo) scores.delete('exercise');
    scores.delete('lifts');
  }

  // Logged food or water ("how much protein today?"), rather than nutrition advice.
  // "How much protein should I eat?" is advice; "... did I eat today?" reads the log.
  const advice = /\b(should|need|recommend(ed)?|ideal|enough|how to)\b/.test(text);
  const dated =
    /\b(today|yesterday|this week|last week|so far|did i|have i|i ate|i had|logged)\b/.test(text);
  if (FOOD_WORDS.test(text) && FOOD_ASK.test(text) && (!advice || dated)) add('food', 9);

  // A muscle group to train ("exercises for my back"), when no exercise is named.
  let muscle: string | undefined;
  const measuring = measurementTypes.some((type) => type !== 'weight');
  if (!scores.has('exercise') && !measuring && MUSCLE_ASK.test(text)) {
    muscle = MUSCLE_WORDS.find(([pattern]) => pattern.test(text))?.[1];
    if (muscle) add('muscle', 3);
  }

  const ranked = [...scores.entries()]
    .filter(([, score]) => score >= MIN_SCORE)
    .sort((a, b) => b[1] - a[1] || INTENTS.indexOf(a[0]) - INTENTS.indexOf(b[0]));

  const bodyPart = bodyPartIn(text);
  // Safety wins for a present symptom: its answer first, then what the question reads.
  if (symptom) {
    const reads = ranked.find(([intent]) => READS_WITH_SAFETY.has(intent))?.[0];
    return {
      intents: reads ? ['safety', reads] : ['safety'],
      exercise,
      measurementTypes,
      bodyPart,
      urgent: false,
    };
  }
  // A health word with nothing else asked ("should I see a physio?"): the safety answer.
  const asked = ranked.filter(([intent]) => !ALONE.has(intent));
  if (HEALTH_TOPIC.test(health) && asked.length === 0) {
    return { intents: ['safety'], measurementTypes, bodyPart, urgent: false };
  }

  return {
    intents: combine(
      ranked,
      THANKS_ONLY.test(text) &&
        !/\?|\b(what|how|when|why|which|can|could|should|do|did|is|are)\b/.test(
          text.replace(THANKS_ONLY, ' '),
        ),
      !merged && TWO_QUESTIONS.test(text),
    ),
    exercise,
    measurementTypes,
    urgent: false,
    muscle,
  };
}

/**
 * "With my equipment", "with the gear I have": a constraint on what is asked (the member's own
 * equipment is the default), never the question about their equipment.
 */
const EQUIPMENT_CONSTRAINT =
  /\b(with|using|for|from|on) (my|the|all my) (own )?(equipment|gear|kit|stuff)( i (have|own|got))?\b|\bwith (the |what |whatever )?(equipment |gear |kit |stuff )?(i|i've) (have|own|got)( at home)?\b/g;

/** Intents whose answers stand alone: never paired with a second one. */
const ALONE: ReadonlySet<Intent> = new Set(['greeting', 'thanks', 'help']);

/** Answers to a precise question: the answer, and nothing piled on (issue: answer what was asked). */
const PRECISE: ReadonlySet<Intent> = new Set([
  'refusal',
  'next',
  'swap',
  'week',
  'volume',
  'why',
  'lifts',
  'food',
  'notes',
  'profile',
  'account',
  'pace',
  'target',
]);

/** Second answers worth adding only when clearly asked for (an exercise how-to scores 5+). */
const SECOND_MIN_SCORE: Partial<Record<Intent, number>> = {
  exercise: 5,
  muscle: 99,
  // "My plan" alone never adds the subscription to another answer.
  account: 7,
};

/** The best intent, plus the second when both are questions worth answering together. */
function combine(
  ranked: readonly (readonly [Intent, number])[],
  thanksOnly = false,
  twoQuestions = false,
): Intent[] {
  const intents = ranked.map(([intent]) => intent);
  const [first, second] = intents;
  if (!first) return [];
  // "Thank you for reading my note": thanks, not a question.
  if (thanksOnly) return ['thanks'];
  // Two questions in one message ("my best bench and what should I lift next time?"): both
  // answers, when each is clearly asked.
  if (twoQuestions && second && !ALONE.has(second) && ranked[1]![1] >= 5) return [first, second];
  // A greeting or thanks with a real question: answer the question.
  if (ALONE.has(first)) {
    const question = intents.find((i) => !ALONE.has(i));
    return question ? [question] : [first];
  }
  if (!second || ALONE.has(second) || PRECISE.has(first)) return [first];
  const secondScore = ranked[1]![1];
  if (secondScore < 3 || secondScore < (SECOND_MIN_SCORE[second] ?? 0)) return [first];
  // The stats answer already tells the streak, and the other way round.
  const pair = new Set([first, second]);
  if (pair.has('streak') && pair.has('totals')) return [first];
  return [first, second];
}
