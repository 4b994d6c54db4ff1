import { chmodSync, lstatSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDataDir, tightenDataDir } from './private-files.ts';

const mode = (file: string) => lstatSync(file).mode & 0o777;

describe('DATA_DIR kept to its user (decision 041)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('closes DATA_DIR at once, and tightens what it holds in a second step', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-private-'));
    chmodSync(dir, 0o755);
    const file = path.join(dir, 'reset-link.json');
    writeFileSync(file, '{}', { mode: 0o644 });
    chmodSync(file, 0o644);

    expect(closeDataDir(dir)).toBe(true);
    expect(mode(dir)).toBe(0o700);
    expect(mode(file)).toBe(0o644); // left for the walk
    expect(closeDataDir(dir)).toBe(false);

    expect(tightenDataDir(dir)).toEqual({ folders: 0, files: 1 });
    expect(mode(file)).toBe(0o600);
  });

  it('creates a missing DATA_DIR closed', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-private-'));
    const inside = path.join(dir, 'data');
    expect(closeDataDir(inside)).toBe(false);
    expect(mode(inside)).toBe(0o700);
  });
});
