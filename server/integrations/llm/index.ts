import type { Env } from '../../env.ts';
import type { Coach } from './types.ts';

export type { Coach, CoachData, CoachRequest, CoachTurn } from './types.ts';

/** Built-in coach by default; an OpenAI-compatible endpoint when LLM_BASE_URL is set. */
export function createCoach(_env: Env): Coach {
  // Being built by the coach issue: the built-in coach answers from the member's data.
  return {
    provider: 'builtin',
    modelFor: () => 'builtin',
    async reply() {
      return 'Flex is warming up.';
    },
  };
}
