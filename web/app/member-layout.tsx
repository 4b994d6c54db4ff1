import { Outlet, useLocation } from 'react-router';
import { matchRoute } from '#common/routes.ts';
import { MemberPageFrame } from '#web/components/member-page-frame.tsx';
import { RequireAuth } from '#web/components/require-auth.tsx';

/**
 * The layout route around every signed-in page of the route table (`common/routes.ts`), written
 * once: the session guard (and the admin check), the site header with the back link, and the Flex
 * bubble (in `RequireAuth`). A page with its own full-screen frame (the workout, the chat) gets
 * the guard and the bubble only. It stays mounted while the member moves between these pages.
 */
export function MemberLayout() {
  const route = matchRoute(useLocation().pathname);
  const access = route?.access;
  const admin =
    access === 'admin-redirect' ? 'redirect' : access === 'admin-deny' ? 'deny' : undefined;
  return (
    <RequireAuth admin={admin} refreshAccess={route?.refreshAccess ?? false}>
      {route?.frame === 'own' ? (
        <Outlet />
      ) : (
        <MemberPageFrame back={route?.back ?? false}>
          <Outlet />
        </MemberPageFrame>
      )}
    </RequireAuth>
  );
}
