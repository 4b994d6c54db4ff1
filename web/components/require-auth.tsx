import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useSession } from '#web/lib/session.ts';
import { buttonVariants } from './ui/button-variants.ts';
import { LoadingState } from './ui/spinner.tsx';

/** The floating Flex bubble of the member pages: its own chunk, fetched after the page renders. */
const FlexBubble = lazy(() =>
  import('#web/features/coach/components/flex-bubble.tsx').then((m) => ({ default: m.FlexBubble })),
);

/**
 * Member-only content, with the Flex chat bubble (spec part 1 section 2) for signed-in members. Signed-out visitors are sent to `/` once the start-up session check has
 * finished (spec part 2 section 2). `admin`: 'redirect' sends non-admins to `/` (admin dashboard),
 * 'deny' shows Access Denied with a Go to Dashboard button (other admin pages).
 */
export function RequireAuth({
  children,
  admin,
}: {
  children: ReactNode;
  admin?: 'redirect' | 'deny';
}) {
  const { user, isAuthLoading } = useSession();
  if (!user) {
    if (isAuthLoading)
      return <LoadingState label="Checking your session..." className="min-h-dvh" />;
    return <Navigate to="/" replace />;
  }
  if (admin && !user.isAdmin) {
    if (admin === 'redirect') return <Navigate to="/" replace />;
    return <AccessDenied />;
  }
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <FlexBubble />
      </Suspense>
    </>
  );
}

function AccessDenied() {
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
      <Link to="/dashboard" className={buttonVariants()}>
        Go to Dashboard
      </Link>
    </main>
  );
}
