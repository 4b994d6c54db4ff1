import type { ZodType } from 'zod';

/**
 * The common schemas speak in fragments ("is required", "must be at least 8 characters") so the UI
 * can name the field: `formatFieldError('Password', 'must be at least 8 characters')`.
 */
export function formatFieldError(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/** The first issue of `schema` for `value`, prefixed with the field label; undefined when valid. */
export function schemaError(schema: ZodType, value: unknown, label: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return formatFieldError(label, result.error.issues[0]?.message ?? 'is invalid');
}
