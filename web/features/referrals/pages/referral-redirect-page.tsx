import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** `/{code}`: a referral short link. Sends the visitor to `/onboarding?ref={code}` (or `/`). */
export function ReferralRedirectPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const trimmed = code.trim();

  useEffect(() => {
    const target = trimmed ? `/onboarding?ref=${encodeURIComponent(trimmed)}` : '/';
    void navigate(target, { replace: true });
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
