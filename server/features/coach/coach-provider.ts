import type { Env } from '../../env.ts';
import { modelForTier } from '../../integrations/llm/model.ts';
import type { Coach } from './coach-types.ts';

export type { Coach, CoachData, CoachRequest, CoachTurn } from './coach-types.ts';

/**
 * Flex on a model (any OpenAI-compatible endpoint) when LLM_BASE_URL is set, else `builtin`: the
 * offline coach, which answers from the member's data (`builtin/`), handed in by whoever builds
 * the app.
 */
export function createCoach(env: Env, builtin: Coach): Coach {
  if (!env.LLM_BASE_URL) return builtin;
  // The model SDK loads on the first message, not on every start (decision 023).
  let coach: Promise<Coach> | undefined;
  const load = () =>
    (coach ??= import('./model-coach.ts').then((m) => m.createOpenAICompatibleCoach(env)));
  return {
    provider: 'openai-compatible',
    modelFor: (tier) => modelForTier(env, tier),
    reply: async (request, data) => (await load()).reply(request, data),
  };
}
