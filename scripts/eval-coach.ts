/**
 * `npm run eval:coach`: the built-in Flex coach asked what members ask, scored by whether each
 * answer holds the fact it must hold (computed from the seeded data, not copied from answers).
 *
 * Two parts, each held to the pass mark: the development set (coach-eval/development.ts), grown
 * with the coach, and the held-out set (coach-eval/held-out.ts), written before the change it
 * measures and never edited to fit the answers. The members and their data: coach-eval/seed.ts.
 *
 * Prints each question that failed, each part's score, and the median and p95 answer time (each
 * answer with its own database reads, as the chat route does). Exit code 1 when a part is below
 * the pass mark, so CI holds both. Run: `npm run eval:coach` (`EVAL_PRINT=1` prints every answer).
 */
import { utcToday } from '#common/streaks.ts';
import { createBuiltinCoach } from '#server/features/coach/builtin/builtin-coach.ts';
import { createCoachData } from '#server/features/coach/coach-data.ts';
import { coachRequest } from '#server/features/coach/test-fixtures.ts';
import type { Case } from './coach-eval/case.ts';
import { developmentCases } from './coach-eval/development.ts';
import { heldOutCases } from './coach-eval/held-out.ts';
import { seedEvaluation } from './coach-eval/seed.ts';

/** The share of questions that must pass, in each part. */
export const PASS_MARK = 0.9;
/** Each family of the development set: this many asks, this many with another family's words. */
const FAMILY_ASKS = 5;
const FAMILY_CROSS = 2;

const holds = (answer: string, fact: string | RegExp) =>
  typeof fact === 'string' ? answer.includes(fact) : fact.test(answer);

const today = utcToday();

interface Failure {
  part: string;
  ask: string;
  kind: string;
  answer: string;
  missing: string[];
}

export async function evaluateCoach(print = false) {
  const { users, database, close } = await seedEvaluation(today);
  const coach = createBuiltinCoach();
  const parts: [string, Case[]][] = [
    ['development', developmentCases()],
    ['held-out', heldOutCases()],
  ];
  const times: number[] = [];
  const failed: Failure[] = [];
  const scores: { part: string; questions: number; passed: number }[] = [];
  try {
    for (const [part, list] of parts) {
      let passed = 0;
      for (const test of list) {
        const member = test.member ?? 'jordan';
        const userId = users[member];
        const started = performance.now();
        const answer = await coach.reply(
          coachRequest(userId, test.ask, {
            tier: member === 'sam' ? 'basic' : 'pro',
            history: test.history ?? [],
            today,
          }),
          createCoachData(database, userId, { today }),
        );
        times.push(performance.now() - started);
        const missing = [
          ...test.expect.filter((fact) => !holds(answer, fact)).map((f) => `missing ${String(f)}`),
          ...(test.never ?? [])
            .filter((fact) => holds(answer, fact))
            .map((f) => `has ${String(f)}`),
        ];
        if (missing.length > 0)
          failed.push({ part, ask: test.ask, kind: test.kind, answer, missing });
        else passed++;
        if (print) console.info(`\n>>> [${part}] ${test.ask}\n${answer}`);
      }
      scores.push({ part, questions: list.length, passed });
    }
  } finally {
    await close();
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  return {
    scores,
    failed,
    medianMs: Math.round(at(0.5) * 100) / 100,
    p95Ms: Math.round(at(0.95) * 100) / 100,
  };
}

const result = await evaluateCoach(process.env.EVAL_PRINT === '1');
for (const f of result.failed) {
  console.info(
    `\nFAIL ${f.part} [${f.kind}] ${f.ask}\n  ${f.missing.join('; ')}\n  answer: ${f.answer.replace(/\n+/g, ' | ').slice(0, 400)}`,
  );
}
// The development set's coverage: every family at least 5 ways, 2 of them with another family's words.
const coverage = new Map<string, { asks: number; cross: number }>();
for (const test of developmentCases()) {
  const family = coverage.get(test.kind) ?? { asks: 0, cross: 0 };
  family.asks += 1;
  if (test.style?.includes('cross')) family.cross += 1;
  coverage.set(test.kind, family);
}
const thin = [...coverage].filter(([, f]) => f.asks < FAMILY_ASKS || f.cross < FAMILY_CROSS);
for (const [kind, f] of thin) {
  console.info(`\nTHIN family ${kind}: ${f.asks} asks, ${f.cross} with another family's words`);
}
if (thin.length > 0) process.exitCode = 1;
console.info('');
for (const { part, questions, passed } of result.scores) {
  console.info(
    `Flex built-in coach, ${part}: ${passed} of ${questions} (${Math.round((passed / questions) * 100)}%)`,
  );
  if (passed / questions < PASS_MARK) process.exitCode = 1;
}
console.info(`Families: ${coverage.size}, each asked at least ${FAMILY_ASKS} ways`);
console.info(`Answer time: median ${result.medianMs} ms, p95 ${result.p95Ms} ms`);
