import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workout } from '#common/schemas/workouts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  isLogPending,
  newClientId,
  pendingLogsKey,
  queueWorkoutLog,
  readPendingLogs,
  subscribePendingLogs,
  syncPendingLogs,
  type QueuedWorkoutLog,
} from './offline-log-queue.ts';

const USER = 'user-1';

const buildLog = (title: string): QueuedWorkoutLog => ({
  clientId: newClientId(),
  userId: USER,
  title,
  exercises: [{ name: 'Push-ups', reps: '10' }],
  duration: 600,
  completed: true,
  date: '2026-03-02',
});

const answer = (log: QueuedWorkoutLog) =>
  Promise.resolve({ id: `w-${log.clientId}`, title: log.title } as unknown as Workout);

describe('offline workout log queue', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('makes version 4 uuids', () => {
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('keeps logs per member, once per client id, and tells listeners', () => {
    const listener = vi.fn();
    const stop = subscribePendingLogs(listener);
    const log = buildLog('Legs');
    queueWorkoutLog(USER, log);
    queueWorkoutLog(USER, log);
    stop();
    expect(readPendingLogs(USER)).toEqual([log]);
    expect(readPendingLogs('someone-else')).toEqual([]);
    expect(isLogPending(USER, log.clientId)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(pendingLogsKey(USER), '{not json');
    expect(readPendingLogs(USER)).toEqual([]);
    localStorage.setItem(pendingLogsKey(USER), JSON.stringify([{ title: 'no id' }, 3]));
    expect(readPendingLogs(USER)).toEqual([]);
  });

  it('sends oldest first and empties the queue', async () => {
    const [a, b] = [buildLog('A'), buildLog('B')];
    queueWorkoutLog(USER, a);
    queueWorkoutLog(USER, b);
    const send = vi.fn(answer);
    expect(await syncPendingLogs(USER, send)).toEqual({ sent: 2, remaining: 0 });
    expect(send.mock.calls.map(([log]) => log.title)).toEqual(['A', 'B']);
    expect(localStorage.getItem(pendingLogsKey(USER))).toBeNull();
  });

  it('stops at a network failure, a 401 or a 5xx and keeps what is left', async () => {
    for (const failure of [
      new TypeError('Failed to fetch'),
      new ApiError(401, '', 'Unauthorized'),
      new ApiError(503, '', 'Service Unavailable'),
    ]) {
      localStorage.clear();
      const [a, b] = [buildLog('A'), buildLog('B')];
      queueWorkoutLog(USER, a);
      queueWorkoutLog(USER, b);
      const send = vi.fn((log: QueuedWorkoutLog) =>
        log.title === 'A' ? Promise.reject(failure) : answer(log),
      );
      expect(await syncPendingLogs(USER, send)).toEqual({ sent: 0, remaining: 2 });
      expect(send).toHaveBeenCalledTimes(1);
      expect(readPendingLogs(USER)).toEqual([a, b]);
    }
  });

  it('drops a log the server refuses as invalid and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [a, b] = [buildLog('A'), buildLog('B')];
    queueWorkoutLog(USER, a);
    queueWorkoutLog(USER, b);
    const send = vi.fn((log: QueuedWorkoutLog) =>
      log.title === 'A'
        ? Promise.reject(new ApiError(400, '{"code":"VALIDATION_FAILED"}'))
        : answer(log),
    );
    expect(await syncPendingLogs(USER, send)).toEqual({ sent: 1, remaining: 0 });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('runs one sync per member at a time', async () => {
    queueWorkoutLog(USER, buildLog('A'));
    let release: () => void = () => {};
    const send = vi.fn(
      (log: QueuedWorkoutLog) =>
        new Promise<Workout>((resolve) => {
          release = () => void answer(log).then(resolve);
        }),
    );
    const first = syncPendingLogs(USER, send);
    const second = syncPendingLogs(USER, send);
    expect(second).toBe(first);
    await Promise.resolve();
    release();
    expect(await first).toEqual({ sent: 1, remaining: 0 });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
