/** Copied indicator duration (spec part 1 section 9). */
export const COPIED_INDICATOR_MS = 2000;

/** Why a copy failed: no clipboard API at all, or the browser refused the write. */
export class CopyError extends Error {
  constructor(readonly reason: 'unavailable' | 'refused') {
    // The spec's two clipboard error titles (part 2 section 8).
    super(reason === 'unavailable' ? 'Failed to copy' : 'Copy failed');
    this.name = 'CopyError';
  }
}

export async function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') throw new CopyError('unavailable');
  try {
    await clipboard.writeText(text);
  } catch {
    throw new CopyError('refused');
  }
}
