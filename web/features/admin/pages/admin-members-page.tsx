import { Search } from 'lucide-react';
import { useState } from 'react';
import { TIER_CONFIG } from '#common/constants.ts';
import { OlderPages } from '#web/components/older-pages.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ScrollTable, tableCell } from '#web/components/ui/data-table.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { LoadingState, Spinner } from '#web/components/ui/spinner.tsx';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { formatCount, formatDate } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { useAdminMembers } from '../api/use-members.ts';

/**
 * `/admin/members`: every member, newest first, 50 at a time, searched by email or first name
 * (admins only). Paged by key on the server, so the list stays fast with many thousands.
 */
export function AdminMembersPage() {
  usePageTitle('Members');
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  const list = useAdminMembers(q);
  const members = list.data?.pages.flatMap((page) => page.members) ?? [];
  const total = list.data?.pages[0]?.total ?? null;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Members</h1>
        <p className="mt-1 text-muted-foreground">
          Everyone who has signed up, newest first, with their plan and training.
        </p>
      </div>
      <Card>
        <CardHeader className="gap-3">
          <CardTitle>Member list</CardTitle>
          <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
            <Label htmlFor="member-search" className="sr-only">
              Search members
            </Label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="member-search"
              type="search"
              placeholder="Search by email or first name"
              className="h-11 pl-10"
              maxLength={100}
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
            />
          </form>
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {total === null
              ? ' '
              : q
                ? `${formatCount(total)} ${total === 1 ? 'member matches' : 'members match'} “${q}”`
                : `${formatCount(total)} ${total === 1 ? 'member' : 'members'}`}
            {list.isFetching && !list.isFetchingNextPage && list.data ? (
              <Spinner className="size-4" />
            ) : null}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {list.isPending ? (
            <LoadingState label="Loading members..." className="min-h-40" />
          ) : list.isError && !list.data ? (
            <div
              role="alert"
              className="grid justify-items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
            >
              <p className="font-semibold text-destructive">Could not load the members.</p>
              <p className="text-sm text-muted-foreground">
                {getApiErrorMessage(list.error, 'Please check your connection and try again.')}
              </p>
              <Button variant="outline" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : members.length === 0 ? (
            <p className="rounded-xl bg-muted p-8 text-center font-semibold">
              {q ? `No member matches “${q}”.` : 'No members yet'}
            </p>
          ) : (
            <>
              <ScrollTable
                label="Members table"
                className="min-w-[720px]"
                columns={['Email', 'First name', 'Plan', 'Joined', 'Workouts', 'Last workout']}
              >
                {members.map((member) => (
                  <tr key={member.id}>
                    <td className={`${tableCell} font-medium break-all`}>
                      {member.email}
                      {member.isAdmin ? (
                        <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                          Admin
                        </span>
                      ) : null}
                    </td>
                    <td className={tableCell}>{member.firstName}</td>
                    <td className={tableCell}>{TIER_CONFIG[member.tier].name}</td>
                    <td className={`${tableCell} whitespace-nowrap`}>
                      {formatDate(member.joinedAt)}
                    </td>
                    <td className={`${tableCell} tabular-nums`}>{formatCount(member.workouts)}</td>
                    <td className={`${tableCell} whitespace-nowrap`}>
                      {formatDate(member.lastWorkout, 'short', 'None yet')}
                    </td>
                  </tr>
                ))}
              </ScrollTable>
              <OlderPages pages={list} noun="members" />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
