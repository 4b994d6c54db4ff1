import { ERROR_STATUS, type ErrorCode } from '#common/errors.ts';

/** The one error type services throw; the error handler turns it into a JSON response. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', 'Not logged in. Please sign in to continue.');

/** A 400 for one field, shaped like a schema failure: `{ fields: [{ field, message }] }`. */
export const invalidField = (field: string, message: string, prefix = 'Invalid request') =>
  new AppError('VALIDATION_FAILED', `${prefix}: ${field} ${message}`, {
    fields: [{ field, message }],
  });
