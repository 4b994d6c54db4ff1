/**
 * Toast constants (spec part 1 section 9), in their own module: the toast store ships in the
 * landing page's first chunk, which must not pull in the rest of `constants.ts`.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
