import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { AddMeasurementsForm } from '../components/add-measurements-form.tsx';
import { MeasurementHistory } from '../components/measurement-history.tsx';
import { WorkoutSettings } from '../components/workout-settings.tsx';

/** `/measurements` (spec part 2 section 2): workout settings, new measurements and history. */
export function MeasurementsPage() {
  usePageTitle('Body Measurements');
  return <Measurements />;
}

function Measurements() {
  const userId = useSessionUser()!.id;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Body Measurements</h1>
        <p className="mt-1 text-muted-foreground">
          Track your weight and body measurements to see how your training pays off.
        </p>
      </div>
      <WorkoutSettings userId={userId} />
      <AddMeasurementsForm userId={userId} />
      <MeasurementHistory userId={userId} />
    </div>
  );
}
