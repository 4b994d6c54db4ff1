import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { apiRequest } from '#web/lib/api-client.ts';

/** How long the short link waits for the click to be recorded before redirecting anyway. */
const TRACK_CLICK_TIMEOUT_MS = 3000;

/** Navigation state telling the onboarding page that this code's click is already recorded. */
export interface ReferralTrackedState {
  referralTracked: string;
}

/**
 * `/{code}`: a referral short link. Records the visit (`POST /api/affiliate/track-click`, which
 * sets the 30-day referral cookie for a valid code; a failure is ignored), then sends the visitor
 * to `/onboarding?ref={code}` (or `/` when there is no code).
 */
export function ReferralRedirectPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const trimmed = code.trim();

  useEffect(() => {
    if (!trimmed) {
      void navigate('/', { replace: true });
      return;
    }
    let cancelled = false;
    const redirect = () => {
      if (cancelled) return;
      cancelled = true;
      const state: ReferralTrackedState = { referralTracked: trimmed };
      void navigate(`/onboarding?ref=${encodeURIComponent(trimmed)}`, { replace: true, state });
    };
    const timer = setTimeout(redirect, TRACK_CLICK_TIMEOUT_MS);
    apiRequest('POST', '/api/affiliate/track-click', { code: trimmed })
      .catch(() => {
        // Unknown or suspended code, or offline: the sign-up still works without the cookie.
      })
      .finally(() => {
        clearTimeout(timer);
        redirect();
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [trimmed, navigate]);

  return (
    <main
      id="main"
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-sm font-medium">Redirecting...</p>
    </main>
  );
}
