import { getApiErrorMessage } from '#web/lib/api-errors.ts';

/**
 * The server's message for a failed call, or `fallback` when there is none worth showing (network
 * failure, or a 5xx whose body only says "Internal Server Error"). Provider errors (PayPal) keep
 * their message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = getApiErrorMessage(error, fallback);
  return /^internal server error\.?$/i.test(message.trim()) ? fallback : message;
}
