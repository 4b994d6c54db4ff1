import { useEffect, useState } from 'react';
import type { RestState } from '#common/workout-session.ts';

/*
 * The end of a rest, announced when the member is not looking: after they opt in once, a
 * notification (through the service worker, so it shows with the tab in the background or the
 * phone locked, where the browser still runs the page's timers), a vibration and a short beep.
 * Browsers that suspend a locked phone's pages entirely show it when the page wakes; the rest
 * itself is a timestamp, so the session is right either way.
 */

const KEY = 'flexcoach:rest-alerts';

type Permission = NotificationPermission | 'unsupported';

function permission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function readOptIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function writeOptIn(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(KEY, 'on');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the choice lasts for this page.
  }
}

let audio: AudioContext | undefined;

/** Unlocks audio inside the tap that opts in (browsers only allow sound after a gesture). */
function unlockAudio(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    audio = undefined;
  }
}

/** Two short beeps. */
function beep(): void {
  if (!audio) return;
  try {
    for (const offset of [0, 0.25]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.2, audio.currentTime + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + offset + 0.18);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + offset);
      oscillator.stop(audio.currentTime + offset + 0.2);
    }
  } catch {
    // No sound: the vibration and the notification remain.
  }
}

async function notify(body: string): Promise<void> {
  if (permission() !== 'granted') return;
  const options: NotificationOptions & { vibrate?: number[]; renotify?: boolean } = {
    body,
    tag: 'flexcoach-rest',
    renotify: true,
    vibrate: [200, 100, 200],
    icon: '/icons/icon-192.png',
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification('Rest over', options);
      return;
    }
    new Notification('Rest over', options);
  } catch {
    // Notifications refused by the platform (some phones only allow them from installed apps).
  }
}

/** The opt-in: on, off, and whether the browser can notify at all. */
export function useRestAlertsOptIn() {
  const [on, setOn] = useState(readOptIn);
  const enable = async () => {
    unlockAudio();
    if (permission() === 'default') {
      try {
        await Notification.requestPermission();
      } catch {
        // Old Safari: callback form only; sound and vibration still work.
      }
    }
    writeOptIn(true);
    setOn(true);
  };
  const disable = () => {
    writeOptIn(false);
    setOn(false);
  };
  return { on, enable, disable, blocked: permission() === 'denied' };
}

/**
 * Announces the end of the current rest when the member opted in: a timer set for its end (so a
 * background tab fires it on time), then a beep and a vibration, and a notification when the page
 * is not visible. A rest skipped or replaced cancels it.
 */
export function useRestEndAlert(rest: RestState | null, enabled: boolean, message: string): void {
  const endsAt = rest?.endsAt ?? null;
  useEffect(() => {
    if (!enabled || endsAt === null) return;
    const delay = endsAt - Date.now();
    if (delay <= 0) return;
    if (readOptIn()) unlockAudio();
    const timer = window.setTimeout(() => {
      beep();
      navigator.vibrate?.([200, 100, 200]);
      if (document.visibilityState !== 'visible') void notify(message);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [endsAt, enabled, message]);
}
