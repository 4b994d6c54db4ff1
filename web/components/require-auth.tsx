import { RefreshCw, ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { apiRequest } from '#web/lib/api-client.ts';
import { setSessionUser, useSession } from '#web/lib/session.ts';
import { toSessionUser } from '#web/lib/session-storage.ts';
import { MemberExtras } from './member-extras.tsx';
import { Button } from './ui/button.tsx';
import { buttonVariants } from './ui/button-variants.ts';
import { LoadingState } from './ui/spinner.tsx';
import { toast } from './ui/use-toast.ts';
import { PAGE_PENDING_PROPS } from '#common/page-shell.ts';

/** Delay before the page reloads after an access refresh (spec part 2 section 9). */
export const ACCESS_REFRESH_RELOAD_MS = 1000;
/** The page reload after an access refresh (an object so tests can observe it). */
export const accessRefresh = { reload: () => window.location.reload() };

/**
 * Member-only content, with the member extras (the Flex chat bubble, spec part 1 section 2). Signed-out visitors are sent to `/` once the start-up session check has
 * finished (spec part 2 section 2). `admin`: 'redirect' sends non-admins to `/` (admin dashboard),
 * 'deny' shows Access Denied with a Go to Dashboard button (other admin pages). `refreshAccess`
 * adds 'Refresh Admin Access' to that screen (spec part 2 sections 2 and 6): it reloads the user
 * record from the server into the session, then reloads the page after 1 s.
 */
export function RequireAuth({
  children,
  admin,
  refreshAccess = false,
}: {
  children: ReactNode;
  admin?: 'redirect' | 'deny';
  refreshAccess?: boolean;
}) {
  const { user, isAuthLoading } = useSession();
  if (!user) {
    if (isAuthLoading)
      return (
        // Not the page yet: the server-painted top of the page stays meanwhile (decision 029).
        <div {...PAGE_PENDING_PROPS}>
          <LoadingState label="Checking your session..." className="min-h-dvh" />
        </div>
      );
    return <Navigate to="/" replace />;
  }
  if (admin && !user.isAdmin) {
    if (admin === 'redirect') return <Navigate to="/" replace />;
    return <AccessDenied refreshAccess={refreshAccess} />;
  }
  return (
    <>
      {children}
      <MemberExtras />
    </>
  );
}

function AccessDenied({ refreshAccess }: { refreshAccess: boolean }) {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-destructive">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Access Denied</h1>
      <p className="max-w-sm text-muted-foreground">
        You need administrator access to view this page.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/dashboard" className={buttonVariants()}>
          Go to Dashboard
        </Link>
        {refreshAccess ? <RefreshAdminAccessButton /> : null}
      </div>
    </main>
  );
}

/** Reads the user again from `GET /api/auth/me` (the session cookie), stores it, reloads in 1 s. */
function RefreshAdminAccessButton() {
  const [busy, setBusy] = useState(false);

  async function refresh() {
    setBusy(true);
    try {
      const me = toSessionUser(await apiRequest('GET', '/api/auth/me'));
      if (!me) throw new Error('No user in the answer');
      toast({
        title: me.isAdmin ? 'Admin Access Updated' : 'Access Refreshed',
        description: me.isAdmin
          ? 'Your admin access is active. Reloading...'
          : 'Your account still has no admin access. Reloading...',
      });
      // Not tied to this button: for an admin the page replaces Access Denied at once, and the
      // reload still follows.
      setTimeout(() => accessRefresh.reload(), ACCESS_REFRESH_RELOAD_MS);
      setSessionUser(me);
    } catch {
      setBusy(false);
      toast({
        title: 'Refresh Failed',
        description: 'Could not update admin access. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Button variant="outline" disabled={busy} onClick={() => void refresh()}>
      <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
      Refresh Admin Access
    </Button>
  );
}
