import { PageLayout } from '#web/components/page-layout.tsx';
import { RequireAuth } from '#web/components/require-auth.tsx';

/** Being built by the training issue. */
export function ProgressPage() {
  return (
    <RequireAuth>
      <PageLayout>
        <h1 className="text-2xl font-bold">Progress & Achievements</h1>
      </PageLayout>
    </RequireAuth>
  );
}
