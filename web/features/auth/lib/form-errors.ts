import type { ZodType } from 'zod';
import { formatFieldError } from '#web/components/ui/form.tsx';

/** The first issue of `schema` for `value`, prefixed with the field label; undefined when valid. */
export function schemaError(schema: ZodType, value: unknown, label: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return formatFieldError(label, result.error.issues[0]?.message ?? 'is invalid');
}
