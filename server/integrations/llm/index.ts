import type { Env } from '../../env.ts';
import { createOpenAICompatibleCoach } from './openai-compatible.ts';
import type { Coach } from './types.ts';

export type { Coach, CoachData, CoachRequest, CoachTurn } from './types.ts';
export { createOpenAICompatibleCoach } from './openai-compatible.ts';

/**
 * An OpenAI-compatible endpoint when LLM_BASE_URL is set, else `builtin`: the offline coach,
 * which answers from the member's data and lives with the coach feature
 * (`features/coach/builtin`), so it is handed in by whoever builds the app.
 */
export function createCoach(env: Env, builtin: Coach): Coach {
  return env.LLM_BASE_URL ? createOpenAICompatibleCoach(env) : builtin;
}
