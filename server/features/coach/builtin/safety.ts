import { formatDate, levelLabel } from '../facts.ts';
import type { Workout } from '#common/schemas/workouts.ts';
import type { CoachData } from '../coach-types.ts';
import type { Context } from './answer-kit.ts';
import { bullets, joinWords } from './answer-kit.ts';

/* Built-in coach answers: Safety first: pain, injury and medical questions get caution, and which exercises to leave out. */

/**
 * Every muscle an exercise loads (lower case): the logged primary muscles, else the catalogue's
 * primary and secondary muscles, else its guide's. Wider than the main-muscles rule on purpose:
 * with an injury, anything that loads the part counts.
 */
async function musclesLoadedBy(
  exercise: Workout['exercises'][number],
  data: CoachData,
): Promise<string[]> {
  if (exercise.primaryMuscles && exercise.primaryMuscles.length > 0) {
    return exercise.primaryMuscles.map((m) => m.toLowerCase());
  }
  const catalogue = data.exercises.catalogueExercise(exercise.name);
  if (catalogue) return [...catalogue.primaryMuscles, ...catalogue.secondaryMuscles];
  const guide = await data.exerciseGuide(exercise.name);
  return guide.muscles.map((m) => m.toLowerCase());
}

const INJURY =
  /\bpain|\bhurt|\binjur|\bsprain|\bstrain|\btorn\b|\btear\b|\bpulled|\bswollen|\bswelling|\bbruis|\bfractur|\bbroken|\bdislocat|\bsciatica|\bhernia|\btendin|\btendon|\bshin splints|\bcramp|\bnumb|\btingl/;
const CONDITION =
  /\bpregnan|\bpostpartum|\bdiabet|\basthma|\bblood pressure|\bhypertension|\bheart|\bmedication|\bmedicine|\bsurgery|\boperation|\barthritis|\bdoctor|\bphysio|\bdiagnos|\beating disorder|\banorexi|\bbulimi|\bsick\b|\bfever|\bnause|\bvomit|\bmigraine|\bconcussion/;

/** Feeling unwell: stop for today, and a doctor when it lasts or comes back. */
const UNWELL = /\bdizz|\blight-?headed|\bnause|\bvomit|\bunwell\b|\bsick\b|\bfever|\bmigraine/;

/** Body part -> the muscles whose exercises load it (lower case, as the catalogue names them). */
const LOADS: Record<string, readonly string[]> = {
  knee: ['quadriceps', 'hamstrings', 'calves', 'glutes'],
  'lower back': ['lower back', 'middle back', 'hamstrings'],
  back: ['lower back', 'middle back', 'lats', 'traps'],
  shoulder: ['shoulders', 'chest', 'triceps', 'traps'],
  neck: ['neck', 'traps', 'shoulders'],
  wrist: ['forearms', 'chest', 'triceps', 'shoulders'],
  hand: ['forearms', 'chest', 'triceps'],
  finger: ['forearms'],
  elbow: ['biceps', 'triceps', 'forearms'],
  ankle: ['calves', 'quadriceps'],
  foot: ['calves', 'quadriceps'],
  toe: ['calves'],
  shin: ['calves', 'quadriceps'],
  calf: ['calves'],
  hip: ['glutes', 'adductors', 'abductors', 'hamstrings', 'quadriceps'],
  groin: ['adductors', 'abductors'],
  hamstring: ['hamstrings', 'glutes'],
  arm: ['biceps', 'triceps', 'forearms', 'shoulders'],
  leg: ['quadriceps', 'hamstrings', 'calves', 'glutes'],
};

export async function safety(ctx: Context): Promise<string> {
  const { cls, text, data } = ctx;
  const disclaimer =
    'Flex gives general fitness guidance, not medical advice: please read the health disclaimer at /health-disclaimer.';
  const lines: string[] = [];

  if (cls.urgent) {
    lines.push(
      '⚠️ **Stop exercising now.** Chest pain or tightness, fainting, a racing or irregular heartbeat, sudden numbness or trouble breathing can be signs of something serious. **If it is severe or does not ease within a few minutes, call your local emergency number.** Otherwise see a doctor before you train again.',
    );
    lines.push(disclaimer);
    return lines.join('\n\n');
  }

  if (INJURY.test(text)) {
    const part = cls.bodyPart;
    lines.push(
      `${part ? `I'm sorry your ${part} is giving you trouble.` : "I'm sorry you're in pain."} I can't diagnose pain or injuries, so safety first:`,
    );
    const advice = [
      '**Stop** any exercise that causes pain: do not train through it.',
      `**See a professional** (a doctor or a physiotherapist)${part ? ` about your ${part}` : ''}, especially if the pain is sharp, comes with swelling, stops you moving normally, or lasts more than a few days.`,
      'Return to training only when they say it is safe, starting lighter than before.',
    ];
    const loaded = part ? LOADS[part] : undefined;
    if (loaded) {
      const [last] = await data.recentWorkouts(1);
      if (last) {
        const affected: string[] = [];
        for (const exercise of last.exercises) {
          const muscles = await musclesLoadedBy(exercise, data);
          if (muscles.some((m) => loaded.includes(m))) affected.push(exercise.name);
        }
        if (affected.length > 0) {
          advice.push(
            `Until you're cleared, leave out the exercises that load your ${part}: from your last workout (**${last.title}**, ${formatDate(last.date)}) that means ${joinWords([...new Set(affected)])}.`,
          );
        }
      }
    }
    lines.push(bullets(advice));
  } else if (UNWELL.test(text)) {
    lines.push(
      "I'm sorry you're feeling unwell. I can't tell you why, so safety first: **stop training for today**, sit or lie down, and sip some water.",
    );
    lines.push(
      bullets([
        '**See a doctor** before you train again if it keeps happening, lasts, or came on suddenly.',
        'If it comes with chest pain, fainting, a racing heartbeat or trouble breathing, **call your local emergency number**.',
        'When you are cleared, start lighter, and rest longer between sets.',
      ]),
    );
  } else if (CONDITION.test(text)) {
    lines.push(
      "That's a question for your doctor, and I can't give medical advice or a diagnosis. With a medical condition, pregnancy, recent surgery or medication, **check with your doctor before you start or change your training**, and ask them which intensity and exercises are right for you.",
    );
    lines.push(
      bullets([
        'Stop at once if you feel dizzy, short of breath, unwell or in pain.',
        'Once you have the all-clear, start gently and build up over several weeks.',
      ]),
    );
  } else {
    const user = await data.profile();
    const level = levelLabel(user.level);
    lines.push(`Training safely${level ? ` at ${level} level` : ''}:`);
    lines.push(
      bullets([
        'Warm up for 5 to 10 minutes before you train, and cool down afterwards.',
        'Form before load: slow down or make the exercise easier when technique slips.',
        'Progress gradually: add a little volume or weight at a time.',
        'Stop if you feel pain, dizziness or shortness of breath, and see a professional if it continues.',
        'Rest muscle groups you trained hard yesterday, sleep well and drink water.',
      ]),
    );
  }
  lines.push(disclaimer);
  return lines.join('\n\n');
}
