/**
 * Answer time of the built-in Flex coach (server/features/coach/builtin/builtin-coach.ts), in process:
 * a member with real data (workouts and measurements logged through the API on an in-memory
 * PGlite), then about 300 varied questions, each answered with a fresh CoachData as the chat route
 * does (so every answer includes its own database reads). Prints median, p95 and max.
 *
 * Run alone with `node --import tsx bench/coach.ts` (BENCH_COACH_PRINT=1 also prints one answer
 * per intent); `npm run bench` calls `measureCoach()` and adds the figures to its table and JSON.
 */
import { pathToFileURL } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { createCoachData } from '#server/features/coach/coach-data.ts';
import { createBuiltinCoach } from '#server/features/coach/builtin/builtin-coach.ts';
import { classify } from '#server/features/coach/builtin/intents.ts';
import { exerciseLookup } from '#server/features/coach/exercise-lookup.ts';
import { coachRequest, registerSeededMember } from '#server/features/coach/test-fixtures.ts';

export interface CoachFigures {
  questions: number;
  /** Database: in-memory PGlite, in process. */
  database: 'pglite';
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Questions per intent (the first intent of each), for context. */
  intents: Record<string, number>;
}

const round = (ms: number) => Math.round(ms * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const EXERCISES = [
  'push-ups',
  'squats',
  'a plank',
  'lunges',
  'burpees',
  'jumping jacks',
  'mountain climbers',
  'high knees',
  'bicycle crunches',
  'tricep dips',
  'a dumbbell bench press',
  'a barbell deadlift',
  'chin-ups',
  'a goblet squat',
  'kettlebell swings',
];

const TEMPLATES = [
  "What's my streak?",
  'How many days in a row have I trained?',
  'How many workouts have I done?',
  'Show me my stats',
  'What was my last workout?',
  'What did I do yesterday?',
  'Show my recent workouts',
  'How is my weight going?',
  "How's my waist measurement changed?",
  'Show all my measurements',
  'Am I on track for my goals?',
  'What is my target weight?',
  'What should I train today?',
  'Give me a workout for today',
  'Good exercises for my back?',
  'How can I build bigger arms?',
  "I'm not motivated today",
  'I feel like giving up',
  'Do I need a rest day?',
  "I'm really sore after leg day",
  'Show my saved workouts',
  'How much protein should I eat?',
  'My knee hurts when I squat',
  'I feel dizzy and short of breath',
  'Is it safe to train while pregnant?',
  'hello',
  'thanks!',
  'what can you do?',
  'tell me a joke about cats',
];

export function coachQuestions(count = 300): string[] {
  const questions: string[] = [];
  for (let i = 0; questions.length < count; i++) {
    if (i % 3 === 0) {
      const exercise = EXERCISES[(i / 3) % EXERCISES.length]!;
      const forms = [`How do I do ${exercise}?`, `Tips for ${exercise}`, `form on ${exercise}`];
      questions.push(forms[i % forms.length]!);
    } else {
      questions.push(TEMPLATES[i % TEMPLATES.length]!);
    }
  }
  return questions;
}

export async function measureCoach(count = 300, print = false): Promise<CoachFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-coach-'));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database, webDir: null });
    await app.ready();
    const { user } = await registerSeededMember(app);

    const coach = createBuiltinCoach();
    const questions = coachQuestions(count);
    const answer = (message: string) =>
      coach.reply(coachRequest(user.id, message), createCoachData(database, user.id));

    // Warm-up (JIT, catalogue load, prepared plans), not measured.
    for (const message of questions.slice(0, 30)) await answer(message);

    const times: number[] = [];
    const intents: Record<string, number> = {};
    const printed = new Set<string>();
    for (const message of questions) {
      const started = performance.now();
      const reply = await answer(message);
      times.push(performance.now() - started);
      const intent = classify(message, exerciseLookup).intents[0] ?? 'fallback';
      intents[intent] = (intents[intent] ?? 0) + 1;
      if (print && !printed.has(message)) {
        printed.add(message);
        console.info(
          `\n>>> ${message}  [${classify(message, exerciseLookup).intents.join(', ') || 'fallback'}]\n${reply}`,
        );
      }
    }
    await app.close();
    times.sort((a, b) => a - b);
    return {
      questions: times.length,
      database: 'pglite',
      medianMs: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(times[times.length - 1]!),
      intents,
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeCoach(f: CoachFigures): string {
  return `Built-in coach (${f.questions} questions, member with real data, ${f.database} in process, database reads included): median ${f.medianMs} ms, p95 ${f.p95Ms} ms, max ${f.maxMs} ms per answer`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureCoach(
    Number(process.env.BENCH_COACH_QUESTIONS ?? 300),
    process.env.BENCH_COACH_PRINT === '1',
  );
  console.info(`\n${describeCoach(figures)}`);
  console.info(`Intents: ${JSON.stringify(figures.intents)}`);
}
