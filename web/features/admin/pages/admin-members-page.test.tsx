import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMember, AdminMembersPage } from '#common/schemas/admin.ts';
import { resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { AdminMembersPage as Page } from './admin-members-page.tsx';

const member = (n: number, extra: Partial<AdminMember> = {}): AdminMember => ({
  id: `m-${n}`,
  email: `member${n}@example.com`,
  firstName: `Member${n}`,
  isAdmin: false,
  tier: 'free',
  joinedAt: '2026-11-01T10:00:00.000Z',
  workouts: 0,
  lastWorkout: null,
  ...extra,
});

/** Answers the list by its query: `pages[q][after ?? '']`. */
function stubMembers(pages: Record<string, Record<string, AdminMembersPage | number>>) {
  const fetchMock = vi.fn(async (url: string) => {
    const params = new URL(url, 'http://localhost').searchParams;
    const answer = pages[params.get('q') ?? '']?.[params.get('after') ?? ''];
    if (answer === undefined) return jsonResponse(404, { message: 'not stubbed' });
    return typeof answer === 'number'
      ? jsonResponse(answer, { code: 'INTERNAL', message: 'Something went wrong' })
      : jsonResponse(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  setSessionUser({
    id: 'a-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    isAdmin: true,
    goals: [],
  });
  return renderRoute(<Page />, { path: '/admin/members' });
}

const rows = () =>
  within(screen.getByRole('region', { name: 'Members table' })).getAllByRole('row');

beforeEach(() => resetSessionForTests());
afterEach(() => vi.unstubAllGlobals());

describe('AdminMembersPage', () => {
  it('lists the members with their plan and training, and loads the next page on demand', async () => {
    const fetchMock = stubMembers({
      '': {
        '': {
          members: [
            member(1, { tier: 'pro', workouts: 412, lastWorkout: '2026-11-20', isAdmin: true }),
            member(2),
          ],
          total: 3,
          nextAfter: 'm-2',
        },
        'm-2': { members: [member(3, { tier: 'premium' })], total: 3, nextAfter: null },
      },
    });
    renderPage();
    expect(await screen.findByText('member1@example.com')).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    const first = rows()[1]!;
    expect(first).toHaveTextContent('Admin');
    expect(first).toHaveTextContent('Pro');
    expect(first).toHaveTextContent('412');
    expect(first).toHaveTextContent('Nov 20, 2026');
    expect(rows()[2]).toHaveTextContent('None yet');

    await userEvent.click(screen.getByRole('button', { name: 'Show older members' }));
    expect(await screen.findByText('member3@example.com')).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show older members' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/admin/members?limit=50&after=m-2'),
      expect.anything(),
    );
  });

  it('searches as the admin types, and says when nothing matches', async () => {
    stubMembers({
      '': { '': { members: [member(1), member(2)], total: 2, nextAfter: null } },
      ada: { '': { members: [member(7, { firstName: 'Ada' })], total: 1, nextAfter: null } },
      zzz: { '': { members: [], total: 0, nextAfter: null } },
    });
    renderPage();
    await screen.findByText('member1@example.com');
    const search = screen.getByRole('searchbox', { name: 'Search members' });
    await userEvent.type(search, 'ada');
    expect(await screen.findByText('1 member matches “ada”')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(rows()[1]).toHaveTextContent('member7@example.com');

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No member matches “zzz”.')).toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    stubMembers({ '': { '': 500 } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the members.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
