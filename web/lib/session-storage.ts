import type { SessionUser } from '#common/schemas/auth.ts';

/** sessionStorage keys of spec part 1 section 3: the session user, and its id and email on their own. */
export const SESSION_USER_KEY = 'user';
export const SESSION_USER_ID_KEY = 'userId';
export const SESSION_USER_EMAIL_KEY = 'userEmail';
/** Referral code captured from `/onboarding?ref=...`, kept for the affiliate programme. */
export const REFERRAL_CODE_KEY = 'referralCode';

/** Web storage can be missing or throw (privacy modes, sandboxed frames): never let that break the app. */
function storageOf(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}
const storage = () => storageOf('sessionStorage');
const localStore = () => storageOf('localStorage');

export function readStorageItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorageItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the in-memory session still works for this page.
  }
}

export function removeStorageItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** A structural check (no zod here: this module is on the landing page's critical path). */
export function isSessionUser(value: unknown): value is Omit<SessionUser, 'units'> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    v.id.length > 0 &&
    typeof v.email === 'string' &&
    typeof v.firstName === 'string' &&
    typeof v.isAdmin === 'boolean' &&
    Array.isArray(v.goals) &&
    v.goals.every((goal) => typeof goal === 'string')
  );
}

/** Keeps only the session-user fields of a server response (which may carry more). */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isSessionUser(value)) return null;
  const { id, email, firstName, isAdmin, goals } = value;
  // A user stored by an earlier build has no unit: the default until `/api/auth/me` answers.
  const units = (value as { units?: unknown }).units === 'metric' ? 'metric' : 'imperial';
  return { id, email, firstName, isAdmin, goals: [...goals], units };
}

export function readStoredUser(): SessionUser | null {
  const raw = readStorageItem(SESSION_USER_KEY);
  if (!raw) return null;
  try {
    return toSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The last session the server confirmed, kept across tabs and restarts (localStorage): what a new
 * tab opens with when the network is away (a gym with no reception). The server still decides on
 * every request once it is back; logout and a 401 forget it.
 */
export const LAST_SESSION_KEY = 'flexcoach:last-session';

export function readLastSession(): SessionUser | null {
  try {
    const raw = localStore()?.getItem(LAST_SESSION_KEY);
    return raw ? toSessionUser(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: SessionUser): void {
  writeStorageItem(SESSION_USER_KEY, JSON.stringify(user));
  writeStorageItem(SESSION_USER_ID_KEY, user.id);
  writeStorageItem(SESSION_USER_EMAIL_KEY, user.email);
  try {
    localStore()?.setItem(LAST_SESSION_KEY, JSON.stringify(user));
  } catch {
    // Storage full or unavailable: only the offline start is lost.
  }
}

export function clearStoredUser(): void {
  removeStorageItem(SESSION_USER_KEY);
  removeStorageItem(SESSION_USER_ID_KEY);
  removeStorageItem(SESSION_USER_EMAIL_KEY);
  try {
    localStore()?.removeItem(LAST_SESSION_KEY);
  } catch {
    // Nothing to forget.
  }
}
