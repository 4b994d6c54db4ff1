/**
 * The closed list of error codes the API answers with, and their HTTP status.
 * Every error body is `{ code, message, error, ...extra }` (`error` repeats `message`).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_USER_DATA: 400,
  INVALID_RESET_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** A plan limit (weekly workouts on free, saved workouts by tier). */
  PLAN_LIMIT: 403,
  /** The free tier's chat needs Flex Credits (body carries creditsNeeded). */
  INSUFFICIENT_CREDITS: 403,
  CROSS_ORIGIN: 403,
  NOT_FOUND: 404,
  /** A known path with a method it does not answer (the `Allow` header lists those it does). */
  METHOD_NOT_ALLOWED: 405,
  /** Nothing of that kind to work on (an export of a member with no workouts or measurements). */
  NO_DATA: 404,
  USER_EXISTS: 409,
  CONFLICT: 409,
  /** The request did not arrive in time. */
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  /** A path segment over the router's limit (128 characters). */
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  /** The request headers are over Node's limit. */
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  error: string;
  [extra: string]: unknown;
}
