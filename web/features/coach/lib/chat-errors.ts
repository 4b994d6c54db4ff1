import { ApiError } from '#web/lib/api-client.ts';

/*
 * What Flex says when `POST /api/flex/chat` fails (spec part 1 section 8, part 2 section 8). The
 * texts are the spec's; the reply is shown as a Flex message in the conversation.
 */

export const CHAT_CONNECTION_ERROR =
  "Sorry, I'm having trouble connecting right now. Please try again!";
export const CHAT_EXCEPTION_ERROR = 'Oops! Something went wrong. Please try again!';
export const BUY_CREDITS_PATH = '/buy-credits';

export interface ChatErrorReply {
  content: string;
  /** A link shown under the message (403: where to buy more credits). */
  action?: { label: string; to: string };
}

/** `You need N Flex Credits to continue chatting` (N defaults to 1, as the spec says). */
export function creditsNeededText(creditsNeeded: number): string {
  return `You need ${creditsNeeded} Flex Credits to continue chatting`;
}

/** 45 → "45 seconds"; 60 → "60 seconds"; 61 → "2 minutes" (minutes only above 60 seconds). */
export function formatWait(waitSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(waitSeconds));
  if (seconds > 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

type ErrorBody = ApiError['body'];

const numberField = (body: ErrorBody, key: string): number | undefined => {
  const value = body?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

const textField = (body: ErrorBody, key: string): string | undefined => {
  const value = body?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** The server's `error` (then `message`), or the plain body text when it is short and not HTML. */
function serverError(error: ApiError): string | undefined {
  if (error.serverMessage) return error.serverMessage;
  const text = error.bodyText.trim();
  if (!error.body && text && !text.startsWith('<') && text.length <= 300) return text;
  return undefined;
}

/**
 * Maps an error thrown by `apiRequest('POST', '/api/flex/chat', ...)` (an `ApiError`, or a
 * TypeError when the request never got an answer) to Flex's reply.
 */
export function chatErrorReply(error: unknown): ChatErrorReply {
  if (!(error instanceof ApiError)) return { content: CHAT_EXCEPTION_ERROR };
  const { status, body } = error;

  if (status === 403) {
    const needed = numberField(body, 'creditsNeeded') ?? 1;
    const lines = [
      serverError(error),
      `${creditsNeededText(needed)}. Head to your dashboard to buy more Flex Credits.`,
    ].filter(Boolean);
    return {
      content: lines.join('\n\n'),
      action: { label: 'Buy Flex Credits', to: BUY_CREDITS_PATH },
    };
  }

  if (status === 429) {
    const wait = numberField(body, 'waitSeconds');
    const hourly = numberField(body, 'remainingHourly');
    const daily = numberField(body, 'remainingDaily');
    const remaining: string[] = [];
    if (hourly !== undefined) remaining.push(`- Remaining this hour: ${hourly} messages`);
    if (daily !== undefined) remaining.push(`- Remaining today: ${daily} messages`);
    const lines = [
      serverError(error) ?? 'You have reached your message limit.',
      wait !== undefined ? `Please wait ${formatWait(wait)} before sending another message.` : '',
      remaining.join('\n'),
      'Limits reset automatically.',
    ].filter(Boolean);
    return { content: lines.join('\n\n') };
  }

  if (status === 503) {
    const lines = [
      serverError(error) ?? 'Flex is temporarily unavailable.',
      textField(body, 'details'),
    ].filter(Boolean);
    return { content: lines.join('\n\n') };
  }

  return { content: CHAT_CONNECTION_ERROR };
}
