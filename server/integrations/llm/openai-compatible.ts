import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, type ModelMessage, stepCountIs, type ToolSet } from 'ai';
import type { Tier } from '#common/constants.ts';
import { type LlmEnv, modelForTier } from './model.ts';
import { AppError } from '../../http/errors.ts';

/*
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM...), through the Vercel
 * AI SDK: the only code that talks to the model provider. What Flex says, and the tools it reads
 * the member's data with, belong to the coach feature (`features/coach/model-coach.ts`).
 */

export { tool, type ModelMessage, type ToolSet } from 'ai';

/** Model calls per message: tool rounds plus the final answer. */
export const MAX_STEPS = 4;
export const MAX_OUTPUT_TOKENS = 800;
export const UNAVAILABLE_MESSAGE = 'Flex is unavailable right now. Please try again in a moment.';
const DETAILS_MAX_CHARS = 200;

const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    (error.cause instanceof Error && error.cause.name === 'TimeoutError'));

/** A short description of a provider failure, without the API key or URL credentials. */
export function describeProviderError(error: unknown, env: LlmEnv): string {
  if (isTimeout(error)) {
    return `The model did not answer within ${Math.round(env.LLM_TIMEOUT_MS / 100) / 10} s`;
  }
  let text: string;
  if (error instanceof Error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    const prefix = typeof status === 'number' ? `HTTP ${status}: ` : `${error.name}: `;
    text = prefix + error.message;
  } else {
    text = String(error);
  }
  if (env.LLM_API_KEY) text = text.split(env.LLM_API_KEY).join('[redacted]');
  text = text
    .replace(/\b(sk|key|token)-[A-Za-z0-9_-]{8,}/g, '[redacted]')
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > DETAILS_MAX_CHARS ? `${text.slice(0, DETAILS_MAX_CHARS - 1)}…` : text;
}

const unavailable = (details: string) =>
  new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, { details });

export interface OpenAICompatibleOptions {
  /** Replaces global fetch (tests use the real one against a loopback server). */
  fetch?: typeof globalThis.fetch;
}

/** One question to the model: the system prompt, the conversation and the tools it may call. */
export interface ChatModelRequest {
  tier: Tier;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
}

export interface ChatModel {
  /** The model that answers for a tier. */
  modelFor(tier: Tier): string;
  /**
   * The model's answer in words, after at most `MAX_STEPS` calls (tool rounds, then an answer).
   * A provider failure, a timeout or an empty answer is AppError('SERVICE_UNAVAILABLE').
   */
  answer(request: ChatModelRequest): Promise<string>;
}

export function createChatModel(env: LlmEnv, options: OpenAICompatibleOptions = {}): ChatModel {
  if (!env.LLM_BASE_URL) throw new Error('LLM_BASE_URL is required');
  const provider = createOpenAICompatible({
    name: 'flex',
    baseURL: env.LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY,
    fetch: options.fetch,
  });
  return {
    modelFor: (tier) => modelForTier(env, tier),
    async answer({ tier, system, messages, tools }) {
      let text: string;
      try {
        const result = await generateText({
          model: provider.chatModel(modelForTier(env, tier)),
          system,
          messages,
          tools,
          stopWhen: stepCountIs(MAX_STEPS),
          // The last step must answer in words, not call another tool.
          prepareStep: ({ stepNumber }) =>
            stepNumber >= MAX_STEPS - 1 ? { toolChoice: 'none' } : undefined,
          maxOutputTokens: MAX_OUTPUT_TOKENS,
          temperature: 0.4,
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(env.LLM_TIMEOUT_MS),
        });
        text = result.text.trim();
      } catch (error) {
        throw unavailable(describeProviderError(error, env));
      }
      if (!text) throw unavailable('The model returned an empty answer');
      return text;
    },
  };
}
