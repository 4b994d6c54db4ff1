import { useEffect, useState } from 'react';

export const CLOCK_INTERVAL_MS = 250;

/**
 * The current time, refreshed every 250 ms while `active`, and at once when the page becomes
 * visible again. Only a re-render trigger: timers are computed from timestamps, so a throttled
 * or frozen interval (locked phone, background tab) costs no accuracy. The setter lets an action
 * render with the very time it was dispatched at.
 */
export function useNow(active: boolean): [number, (now: number) => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const update = () => setNow(Date.now());
    const onVisible = () => {
      if (document.visibilityState === 'visible') update();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', update);
    const interval = active ? window.setInterval(update, CLOCK_INTERVAL_MS) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', update);
      if (interval !== undefined) window.clearInterval(interval);
    };
  }, [active]);
  return [now, setNow];
}
