import type { SessionUser } from '#common/schemas/auth.ts';
import { toSessionUser } from '#web/lib/session-storage.ts';

/**
 * The session user from a login/registration response. The contract returns all six fields; if a
 * field is missing, what the form already knows fills it in rather than failing the sign-in.
 */
export function sessionUserFromResponse(
  response: unknown,
  fallback: { email: string; firstName?: string; goals?: string[] },
): SessionUser | null {
  const full = toSessionUser(response);
  if (full) return full;
  if (typeof response !== 'object' || response === null) return null;
  const r = response as Record<string, unknown>;
  if (typeof r.id !== 'string' || !r.id) return null;
  return {
    id: r.id,
    email: typeof r.email === 'string' ? r.email : fallback.email,
    firstName: typeof r.firstName === 'string' ? r.firstName : (fallback.firstName ?? ''),
    isAdmin: r.isAdmin === true,
    goals: Array.isArray(r.goals)
      ? r.goals.filter((g): g is string => typeof g === 'string')
      : (fallback.goals ?? []),
    units: r.units === 'metric' ? 'metric' : 'imperial',
  };
}
