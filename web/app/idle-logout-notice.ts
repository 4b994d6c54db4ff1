import { IDLE_LOGOUT_MS } from '#common/constants.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { startIdleLogoutWatcher } from '#web/lib/idle-logout.ts';
import { logout } from '#web/lib/session.ts';

/**
 * The idle logout of a signed-in member: after 5 minutes without interaction, sign out and say
 * why. Loaded by the root layout once someone is signed in.
 */
export function startIdleLogout(): () => void {
  return startIdleLogoutWatcher(IDLE_LOGOUT_MS, () => {
    void logout().then(() =>
      toast({
        title: 'Signed out',
        description: 'You were signed out after 5 minutes of inactivity.',
      }),
    );
  });
}
