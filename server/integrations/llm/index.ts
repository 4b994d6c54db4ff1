import type { Env } from '../../env.ts';
import { createBuiltinCoach } from './builtin-coach.ts';
import { createOpenAICompatibleCoach } from './openai-compatible.ts';
import type { Coach } from './types.ts';

export type { Coach, CoachData, CoachRequest, CoachTurn } from './types.ts';
export { createBuiltinCoach } from './builtin-coach.ts';
export { createOpenAICompatibleCoach } from './openai-compatible.ts';

/** Built-in coach by default; an OpenAI-compatible endpoint when LLM_BASE_URL is set. */
export function createCoach(env: Env): Coach {
  return env.LLM_BASE_URL ? createOpenAICompatibleCoach(env) : createBuiltinCoach();
}
