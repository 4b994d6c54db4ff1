import type { Tier } from '#common/constants.ts';
import type { Env } from '../../env.ts';

/** The settings of the OpenAI-compatible coach. */
export type LlmEnv = Pick<
  Env,
  | 'LLM_BASE_URL'
  | 'LLM_API_KEY'
  | 'LLM_TIMEOUT_MS'
  | 'FLEX_MODEL'
  | 'FLEX_MODEL_FREE'
  | 'FLEX_MODEL_BASIC'
  | 'FLEX_MODEL_PRO'
  | 'FLEX_MODEL_PREMIUM'
>;

/** FLEX_MODEL_<TIER>, else FLEX_MODEL (the env schema requires one of them with LLM_BASE_URL). */
export function modelForTier(env: LlmEnv, tier: Tier): string {
  const byTier = {
    free: env.FLEX_MODEL_FREE,
    basic: env.FLEX_MODEL_BASIC,
    pro: env.FLEX_MODEL_PRO,
    premium: env.FLEX_MODEL_PREMIUM,
  }[tier];
  const model = byTier ?? env.FLEX_MODEL;
  if (!model) throw new Error(`No model configured for the ${tier} tier`);
  return model;
}
