import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupStatus } from '#common/schemas/admin.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { BackupCard, formatBytes } from './backup-card.tsx';

const ok: BackupStatus = {
  schedule: '03:00 UTC',
  keep: 7,
  lastSuccess: {
    at: '2026-11-26T03:00:00.000Z',
    bytes: 1_468_006,
    file: 'flexcoach-auto-x.backup.gz',
  },
  lastFailure: null,
  running: false,
  warning: null,
};

function stub(status: BackupStatus, after?: BackupStatus) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== '/api/admin/backups') return jsonResponse(404, { message: 'not stubbed' });
    return jsonResponse(200, init?.method === 'POST' ? (after ?? status) : status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BackupCard', () => {
  it('shows the last backup, its size and the schedule, without a warning', async () => {
    stub(ok);
    renderRoute(<BackupCard />, { path: '/admin' });
    expect(await screen.findByText(/^Last backup: .*2026.*, 1\.4 MB$/)).toBeInTheDocument();
    expect(screen.getByText(/every day at 03:00 UTC; the last 7 are kept/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the last backup failed, and takes one on request', async () => {
    const failed: BackupStatus = {
      ...ok,
      lastFailure: { at: '2026-11-26T04:00:00.000Z', message: 'disk full' },
      warning: 'The last backup failed (disk full).',
    };
    const fetchMock = stub(failed, { ...ok, lastSuccess: { ...ok.lastSuccess!, bytes: 2048 } });
    renderRoute(<BackupCard />, { path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last backup failed (disk full).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(/^Last backup: .*, 2\.0 kB$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/backups',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says when no backup was taken and automatic backups are off', async () => {
    stub({ ...ok, schedule: null, lastSuccess: null, warning: 'No backup has been taken yet.' });
    renderRoute(<BackupCard />, { path: '/admin' });
    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
    expect(screen.getByText(/Automatic backups are off/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No backup has been taken yet.');
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 bytes'],
    [2048, '2.0 kB'],
    [600 * 1024, '600 kB'],
    [1_468_006, '1.4 MB'],
  ])('%d -> %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
