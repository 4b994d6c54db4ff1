import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (where package.json is), found from this module's own place: the same
 * answer when the server runs from its TypeScript sources (server/paths.ts) and from the
 * production bundle (dist/server/index.mjs), so files beside the code are found from both.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('FlexCoach: package.json not found above the server');
    dir = parent;
  }
}

export const PROJECT_ROOT = findRoot();

/** A path inside the project, e.g. `fromRoot('dist/web')`. */
export const fromRoot = (...parts: string[]): string => path.join(PROJECT_ROOT, ...parts);
