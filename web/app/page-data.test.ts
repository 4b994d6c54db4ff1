import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#common/schemas/auth.ts';
import { createTestQueryClient } from '#web/test/render.tsx';
import { memberReads, readPageFirst } from './page-data.ts';

const USER: SessionUser = {
  id: 'u-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  isAdmin: false,
  goals: [],
  units: 'metric',
};

const START = { user: USER, search: new URLSearchParams('q=squat') };

afterEach(() => vi.useRealTimers());

describe('readPageFirst', () => {
  it('waits for the reads a page names, with where the app starts', async () => {
    let done = false;
    const readFirst = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done = true;
    });
    const queryClient = createTestQueryClient();
    await readPageFirst({ readFirst }, queryClient, START);
    expect(done).toBe(true);
    expect(readFirst).toHaveBeenCalledWith(queryClient, START);
  });

  it('shows the page without them once the wait is over', async () => {
    vi.useFakeTimers();
    let settled = false;
    const never = () => new Promise<void>(() => {});
    void readPageFirst({ readFirst: never }, createTestQueryClient(), START, 1_000).then(
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('leaves a failed read to the page, and reads nothing for a page without reads', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(
      readPageFirst({ readFirst: failing }, createTestQueryClient(), START),
    ).resolves.toBeUndefined();
    await expect(
      readPageFirst({ Page: () => null }, createTestQueryClient(), START),
    ).resolves.toBeUndefined();
  });

  it("reads a signed-in page's data only for a signed-in member", async () => {
    const reads = vi.fn(() => [Promise.resolve()]);
    const readFirst = memberReads(reads);
    const queryClient = createTestQueryClient();
    await readPageFirst({ readFirst }, queryClient, { ...START, user: null });
    expect(reads).not.toHaveBeenCalled();
    await readPageFirst({ readFirst }, queryClient, START);
    expect(reads).toHaveBeenCalledWith(queryClient, USER);
  });
});
