/*
 * Idle logout (spec part 1 section 4; ARCHITECTURE section 10: paused while a workout runs).
 * Loaded by the root layout only once someone is signed in.
 */

export const IDLE_ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

const pauseReasons = new Set<string>();
let lastActivityAt = Date.now();

/** Suspends the idle logout (e.g. `pauseIdleLogout('workout')` while a session runs). */
export function pauseIdleLogout(reason: string): void {
  pauseReasons.add(reason);
}

/** Lifts one pause; the idle clock restarts from now. */
export function resumeIdleLogout(reason: string): void {
  pauseReasons.delete(reason);
  lastActivityAt = Date.now();
}

export function isIdleLogoutPaused(): boolean {
  return pauseReasons.size > 0;
}

/**
 * Watches for user activity and calls `onIdle` (default: logout) after `timeoutMs` without any.
 * Returns a stop function. The timer re-arms itself for the remaining time instead of being reset
 * on every mouse move, and never fires while paused.
 */
export function startIdleLogoutWatcher(timeoutMs: number, onIdle: () => void): () => void {
  lastActivityAt = Date.now();
  const markActive = () => {
    lastActivityAt = Date.now();
  };
  let timer: ReturnType<typeof setTimeout>;
  const check = () => {
    if (isIdleLogoutPaused()) {
      timer = setTimeout(check, timeoutMs);
      return;
    }
    const idleFor = Date.now() - lastActivityAt;
    if (idleFor >= timeoutMs) {
      onIdle();
      return;
    }
    timer = setTimeout(check, timeoutMs - idleFor);
  };
  timer = setTimeout(check, timeoutMs);
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const event of IDLE_ACTIVITY_EVENTS) window.addEventListener(event, markActive, options);
  return () => {
    clearTimeout(timer);
    for (const event of IDLE_ACTIVITY_EVENTS)
      window.removeEventListener(event, markActive, options);
  };
}

/** Test helper. */
export function resetIdleLogoutForTests(): void {
  pauseReasons.clear();
  lastActivityAt = Date.now();
}
