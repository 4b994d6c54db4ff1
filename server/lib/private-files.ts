import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * DATA_DIR holds password hashes, e-mail addresses, body weights and live reset links: this
 * user's alone. Folders 0700, files 0600 (decision 041).
 */

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Every file and folder this process creates from now on is this user's only. */
export function usePrivateFiles(): void {
  process.umask(0o077);
}

/** Creates `dir` (and its parents) as private folders. */
export function mkdirPrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates DATA_DIR if missing and closes it to other users (0700), at once: from then on they
 * reach nothing under it. Returns true when it was open. What it holds is tightened after, by
 * `tightenDataDir` (a walk of the embedded database's thousand files, kept off the start).
 */
export function closeDataDir(dataDir: string): boolean {
  mkdirPrivate(dataDir);
  const stat = lstatSync(dataDir);
  if (stat.isSymbolicLink() || (stat.mode & 0o777 & ~PRIVATE_DIR_MODE) === 0) return false;
  chmodSync(dataDir, stat.mode & 0o777 & PRIVATE_DIR_MODE);
  return true;
}

/**
 * Creates DATA_DIR if missing and takes back what other users may read in it: each folder to
 * 0700 and each file to 0600 that is looser (symbolic links are left alone). Returns how many it
 * changed, for the start's log line.
 */
export function tightenDataDir(dataDir: string): { folders: number; files: number } {
  mkdirPrivate(dataDir);
  const changed = { folders: 0, files: 0 };
  const visit = (target: string) => {
    // The embedded database removes its temporary files as it goes.
    const stat = lstatSync(target, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777 & ~wanted) !== 0) {
      chmodSync(target, stat.mode & 0o777 & wanted);
      if (stat.isDirectory()) changed.folders += 1;
      else changed.files += 1;
    }
    if (stat.isDirectory()) {
      let entries: string[] = [];
      try {
        entries = readdirSync(target);
      } catch {
        /* removed meanwhile */
      }
      for (const entry of entries) visit(path.join(target, entry));
    }
  };
  visit(dataDir);
  return changed;
}
