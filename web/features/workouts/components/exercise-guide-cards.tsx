import { Activity, Lightbulb, ListOrdered, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import { Card } from '#web/components/ui/card.tsx';
import { capitalize } from '../lib/format.ts';

/** Side cards: Instructions, Tips and Target Muscles from the exercise guide. */
export function ExerciseGuideCards({
  guide,
  loading,
  failed,
}: {
  guide: ExerciseGuide | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (!guide) {
    if (!loading && !failed) return null;
    return (
      <Card className="p-5 text-sm text-muted-foreground" role={loading ? 'status' : undefined}>
        {loading
          ? 'Loading the exercise guide...'
          : 'The exercise guide could not be loaded. Your session carries on without it.'}
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      <GuideCard title="Instructions" icon={ListOrdered}>
        <ol className="grid list-decimal gap-1.5 pl-5">
          {guide.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </GuideCard>
      <GuideCard title="Tips" icon={Lightbulb}>
        <ul className="grid list-disc gap-1.5 pl-5">
          {guide.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </GuideCard>
      <GuideCard title="Target Muscles" icon={Activity}>
        <ul className="flex flex-wrap gap-2">
          {guide.muscles.map((muscle) => (
            <li
              key={muscle}
              className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary"
            >
              {capitalize(muscle)}
            </li>
          ))}
        </ul>
      </GuideCard>
    </div>
  );
}

function GuideCard({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-base font-bold">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </Card>
  );
}
