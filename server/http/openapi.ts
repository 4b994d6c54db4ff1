import { z } from 'zod';

/** The body of a delete (and other actions) that succeeded. */
export const SuccessSchema = z.object({ success: z.literal(true) });

/** The error body every route answers with on failure (see common/errors.ts). */
export const ErrorBodySchema = z
  .object({ code: z.string(), message: z.string(), error: z.string() })
  .loose();

/**
 * A record id in the path. Not checked for format here: ownership guards answer 403 for any id
 * that is not the caller's, so a malformed id and someone else's id look the same.
 */
export const IdParamSchema = <K extends string>(name: K) =>
  z.object({ [name]: z.string().min(1).max(100) } as Record<K, z.ZodString>);
