import { useSyncExternalStore } from 'react';
import type { SessionUser } from '#common/schemas/auth.ts';
import { readPaintedSession } from '#common/page-shell.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { navigate } from './navigation.ts';
import {
  clearStoredUser,
  readLastSession,
  readStoredUser,
  toSessionUser,
  writeStoredUser,
} from './session-storage.ts';

export interface SessionState {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** True until the start-up `GET /api/auth/me` has answered. */
  isAuthLoading: boolean;
}

let state: SessionState = { user: readStoredUser(), isAuthLoading: true };
const listeners = new Set<() => void>();
const clearedListeners = new Set<() => void>();
/** Bumped on every sign-in/sign-out so a late `/api/auth/me` answer cannot undo a newer change. */
let sessionVersion = 0;

function setState(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function getSessionUser(): SessionUser | null {
  return state.user;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function useSessionUser(): SessionUser | null {
  return useSession().user;
}

/** Stores the user after sign-in or registration (memory + sessionStorage `user`, `userId`, `userEmail`). */
export function setSessionUser(
  user: Omit<SessionUser, 'units'> & { units?: SessionUser['units'] },
): void {
  const clean = toSessionUser(user) ?? { ...user, units: user.units ?? 'imperial' };
  sessionVersion += 1;
  writeStoredUser(clean);
  setState({ user: clean, isAuthLoading: false });
}

/** Runs `listener` whenever the session is cleared (the query client clears its cache here). */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Forgets the user locally: storage keys, memory and every cached query. */
export function clearSession(): void {
  sessionVersion += 1;
  clearStoredUser();
  setState({ user: null, isAuthLoading: false });
  for (const listener of clearedListeners) listener();
}

let logoutInFlight: Promise<void> | null = null;

/**
 * Spec part 1 section 4: ends the server session, clears the stored user, id, email and the data
 * cache, then goes to `/`. A failed logout call still signs the browser out.
 */
export function logout(): Promise<void> {
  logoutInFlight ??= (async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch {
      // Signed out locally regardless; the server session expires on its own.
    }
    clearSession();
    navigate('/');
  })().finally(() => {
    logoutInFlight = null;
  });
  return logoutInFlight;
}

/** How long the start-up session check waits for an answer before the app opens without it. */
const SESSION_CHECK_LIMIT_MS = 8_000;

let initPromise: Promise<void> | null = null;
/** The start-up `/api/auth/me` answer, whole (it carries more than the session user). */
let restored: unknown = null;
const restoredListeners = new Set<(me: unknown) => void>();

/**
 * Runs `listener` with the start-up `/api/auth/me` answer before the app renders with it (at once
 * when it came before this call): the query client seeds the member's plan and credits from it.
 */
export function onSessionRestored(listener: (me: unknown) => void): () => void {
  restoredListeners.add(listener);
  if (restored) listener(restored);
  return () => restoredListeners.delete(listener);
}

function restore(answer: unknown, user: SessionUser): void {
  restored = answer;
  for (const listener of restoredListeners) listener(answer);
  writeStoredUser(user);
  setState({ user, isAuthLoading: false });
}

/** The `/api/auth/me` answer the server wrote into the page it painted the top of, if any. */
const paintedSessionAnswer = (): unknown =>
  typeof document === 'undefined' ? null : readPaintedSession(document);

/**
 * Start-up check: `GET /api/auth/me` restores the user from the session cookie (after a reload or
 * in a new tab); 401 clears any stale stored user. Other failures keep what the tab holds. A page
 * the server painted for the member holds that answer, and is not asked again.
 */
export function initSession(): Promise<void> {
  initPromise ??= (async () => {
    const version = sessionVersion;
    // A page the server painted for the member (decision 029) carries this answer already.
    const painted = paintedSessionAnswer();
    const paintedUser = toSessionUser(painted);
    if (paintedUser) {
      restore(painted, paintedUser);
      return;
    }
    try {
      // A connection that is up but carries nothing never answers: the check gives up in time.
      const answer = await Promise.race([
        apiRequest('GET', '/api/auth/me'),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no answer')), SESSION_CHECK_LIMIT_MS),
        ),
      ]);
      const me = toSessionUser(answer);
      if (version !== sessionVersion) return;
      if (me) {
        restore(answer, me);
      } else {
        clearStoredUser();
        setState({ user: null, isAuthLoading: false });
      }
    } catch (error) {
      if (version !== sessionVersion) return;
      if (error instanceof ApiError && error.status === 401) {
        clearStoredUser();
        setState({ user: null, isAuthLoading: false });
      } else {
        // No answer (offline, a connection that carries nothing): the tab's user, else the last
        // session the server confirmed on this device, so a member at the gym reaches the
        // session kept on their phone. The server decides again on the next request.
        setState({ user: state.user ?? readLastSession(), isAuthLoading: false });
      }
    }
  })();
  return initPromise;
}

/*
 * Idle logout (pauseIdleLogout / resumeIdleLogout for a running workout) lives in `idle-logout.ts`,
 * which the root layout loads once someone is signed in.
 */

/** Test helper: resets the module state between tests. */
export function resetSessionForTests(): void {
  state = { user: readStoredUser(), isAuthLoading: true };
  initPromise = null;
  restored = null;
  logoutInFlight = null;
  sessionVersion += 1;
}
