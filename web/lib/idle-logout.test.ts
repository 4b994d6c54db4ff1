import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOGOUT_MS } from '#common/constants.ts';
import {
  pauseIdleLogout,
  resetIdleLogoutForTests,
  resumeIdleLogout,
  startIdleLogoutWatcher,
} from './idle-logout.ts';

describe('idle logout', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    resetIdleLogoutForTests();
  });
  afterEach(() => stop());

  it('fires after 5 minutes without interaction', () => {
    const onIdle = vi.fn();
    stop = startIdleLogoutWatcher(IDLE_LOGOUT_MS, onIdle);
    vi.advanceTimersByTime(IDLE_LOGOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts the clock on activity', () => {
    const onIdle = vi.fn();
    stop = startIdleLogoutWatcher(IDLE_LOGOUT_MS, onIdle);
    vi.advanceTimersByTime(4 * 60_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(4 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('never fires while paused (a running workout), and restarts when resumed', () => {
    const onIdle = vi.fn();
    stop = startIdleLogoutWatcher(IDLE_LOGOUT_MS, onIdle);
    pauseIdleLogout('workout');
    vi.advanceTimersByTime(3 * IDLE_LOGOUT_MS);
    expect(onIdle).not.toHaveBeenCalled();
    resumeIdleLogout('workout');
    vi.advanceTimersByTime(IDLE_LOGOUT_MS + 1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops watching when stopped', () => {
    const onIdle = vi.fn();
    startIdleLogoutWatcher(IDLE_LOGOUT_MS, onIdle)();
    vi.advanceTimersByTime(2 * IDLE_LOGOUT_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
