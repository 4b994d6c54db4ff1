import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes our pid and removes it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses while another live process holds the directory', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/Another FlexCoach server \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock left by a crashed process', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
