import type { LogWorkoutInput, Workout } from '#common/schemas/workouts.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { isNetworkError } from '#web/lib/api-errors.ts';

/*
 * Workout logs waiting for the network. A finished workout is written here (localStorage, one key
 * per member) before it is sent, and removed once the server has it, so a log survives a lost
 * connection, a closed tab or a crash. Each log carries a client-made id (`clientId`): the server
 * stores one workout per member and id, so sending a log twice (two tabs, a retry after a lost
 * answer) still logs it once.
 */

export type QueuedWorkoutLog = LogWorkoutInput & { clientId: string };

export const pendingLogsKey = (userId: string) => `flexcoach:pending-workout-logs:${userId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function emit(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a log is queued or leaves the queue (in this tab). */
export function subscribePendingLogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isQueuedLog = (value: unknown): value is QueuedWorkoutLog =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { clientId?: unknown }).clientId === 'string' &&
  typeof (value as { title?: unknown }).title === 'string' &&
  Array.isArray((value as { exercises?: unknown }).exercises);

/** The member's logs not yet accepted by the server, oldest first. */
export function readPendingLogs(userId: string): QueuedWorkoutLog[] {
  try {
    const raw = storage()?.getItem(pendingLogsKey(userId));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isQueuedLog) : [];
  } catch {
    return [];
  }
}

function writePendingLogs(userId: string, logs: QueuedWorkoutLog[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (logs.length === 0) store.removeItem(pendingLogsKey(userId));
    else store.setItem(pendingLogsKey(userId), JSON.stringify(logs));
  } catch {
    // Storage full or unavailable: the log is still sent from memory while the page is open.
  }
  emit();
}

/** Keeps a log until the server confirms it (once per clientId). */
export function queueWorkoutLog(userId: string, log: QueuedWorkoutLog): void {
  const logs = readPendingLogs(userId);
  if (logs.some((queued) => queued.clientId === log.clientId)) return;
  writePendingLogs(userId, [...logs, log]);
}

export function removePendingLog(userId: string, clientId: string): void {
  const logs = readPendingLogs(userId);
  const kept = logs.filter((queued) => queued.clientId !== clientId);
  if (kept.length !== logs.length) writePendingLogs(userId, kept);
}

export function isLogPending(userId: string, clientId: string): boolean {
  return readPendingLogs(userId).some((queued) => queued.clientId === clientId);
}

/** A random (version 4) uuid; `crypto.randomUUID` needs a secure context, this does not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * How long a save may take before the member is told it is kept on this phone: a connection that
 * is up but carries nothing never answers, and never fails either.
 */
export const SAVE_TIME_LIMIT_MS = 8_000;

/** A send that took longer than `SAVE_TIME_LIMIT_MS`: the log stays queued. */
export class SaveTimeoutError extends Error {
  constructor() {
    super('The server did not answer in time');
  }
}

/** `sending`, or a `SaveTimeoutError` once `ms` have passed (the send itself goes on). */
export function withTimeLimit<T>(sending: Promise<T>, ms = SAVE_TIME_LIMIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SaveTimeoutError()), ms);
  });
  return Promise.race([sending, limit]).finally(() => clearTimeout(timer));
}

/**
 * The request never reached the server, or no answer came in time: no network (fetch's
 * TypeError), the browser offline, or the time limit.
 */
export function isOfflineFailure(error: unknown): boolean {
  return (
    error instanceof SaveTimeoutError ||
    isNetworkError(error) ||
    (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}

/** A refusal that sending again cannot change (invalid log): the log is dropped. */
export const isPermanentRefusal = (error: unknown) =>
  error instanceof ApiError && [400, 413, 422].includes(error.status);

export type SendWorkoutLog = (log: QueuedWorkoutLog) => Promise<Workout>;

export const sendWorkoutLog: SendWorkoutLog = (log) =>
  apiRequest<Workout>('POST', '/api/workouts', log);

export interface SyncResult {
  /** Logs the server accepted (newly logged or already there). */
  sent: number;
  /** Logs still waiting (offline, signed out, server trouble). */
  remaining: number;
}

const syncing = new Map<string, Promise<SyncResult>>();

/**
 * Sends the member's waiting logs, oldest first, and stops at the first one that cannot go
 * (offline, session expired, server trouble): it stays for the next try. One run per member at a
 * time in this tab; another tab sending the same log is harmless (the server dedupes by clientId).
 */
export function syncPendingLogs(
  userId: string,
  send: SendWorkoutLog = sendWorkoutLog,
): Promise<SyncResult> {
  const running = syncing.get(userId);
  if (running) return running;
  const run = (async () => {
    let sent = 0;
    for (const log of readPendingLogs(userId)) {
      try {
        await withTimeLimit(send(log));
        sent += 1;
        removePendingLog(userId, log.clientId);
      } catch (error) {
        if (!isPermanentRefusal(error)) break;
        console.warn('A queued workout log was refused and dropped', error);
        removePendingLog(userId, log.clientId);
      }
    }
    return { sent, remaining: readPendingLogs(userId).length };
  })().finally(() => syncing.delete(userId));
  syncing.set(userId, run);
  return run;
}
