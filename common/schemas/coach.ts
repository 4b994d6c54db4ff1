import { z } from 'zod';

/** Chat limits (spec part 1 sections 5, 7, 9). */
export const CHAT_HISTORY_MAX = 5;
export const CHAT_MESSAGE_MAX_CHARS = 1000;
export const CHAT_HISTORY_CONTENT_MAX_CHARS = 2000;
export const CREDITS_PER_MESSAGE = 1;

/** One earlier message sent as context: only user and assistant roles, never system. */
export const ChatHistoryItemSchema = z
  .object({
    role: z.enum(['user', 'assistant'], { error: 'must be user or assistant' }),
    content: z
      .string()
      .max(
        CHAT_HISTORY_CONTENT_MAX_CHARS,
        `must be at most ${CHAT_HISTORY_CONTENT_MAX_CHARS} characters`,
      ),
  })
  .strict();
export type ChatHistoryItem = z.infer<typeof ChatHistoryItemSchema>;

/** `POST /api/flex/chat`. */
export const FlexChatSchema = z.object({
  userId: z.string({ error: 'is required' }).min(1, 'is required').max(100),
  message: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be blank')
    .max(CHAT_MESSAGE_MAX_CHARS, `must be at most ${CHAT_MESSAGE_MAX_CHARS} characters`),
  /**
   * Not sent by the web app: the server answers from the conversation it stores. Accepted from
   * older clients, and read only when the member has no stored turn yet (then only their own
   * words count; `asContext` in server/features/coach/coach.service.ts).
   */
  conversationHistory: z
    .array(ChatHistoryItemSchema)
    .max(CHAT_HISTORY_MAX, `must hold at most the last ${CHAT_HISTORY_MAX} messages`)
    .default([]),
});
export type FlexChatInput = z.input<typeof FlexChatSchema>;

export const FlexChatResponseSchema = z.object({
  message: z.string(),
  tier: z.enum(['free', 'basic', 'pro', 'premium']),
  /** Credits left after this message (the free tier spends one per message). */
  flexCredits: z.number().int(),
  /** Paid tiers: fair-use messages left in the current hour and day; null on the free tier. */
  remainingHourly: z.number().int().nullable(),
  remainingDaily: z.number().int().nullable(),
});
export type FlexChatResponse = z.infer<typeof FlexChatResponseSchema>;

/** A stored chat message, as the spec's chat message entity (part 1 section 3). */
export const ChatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'flex']),
  content: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** `GET /api/flex/conversation`: the caller's recent conversation, oldest first. */
export const ConversationSchema = z.object({ messages: z.array(ChatMessageSchema) });
