import { Dumbbell, Sparkles } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** Shown until a workout is generated or loaded: one big Generate Workout button. */
export function StartScreen({
  onGenerate,
  generating,
}: {
  onGenerate: () => void;
  generating: boolean;
}) {
  return (
    <section
      aria-labelledby="start-heading"
      className="overflow-hidden rounded-2xl bg-ink p-6 text-white shadow-sm sm:p-10 [--color-ring:var(--color-accent)]"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Dumbbell className="size-7" aria-hidden="true" />
      </span>
      <h2 id="start-heading" className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">
        Ready to train?
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        Flex builds today&apos;s session from your level, goals, equipment and time, and adapts it
        to the workouts you have already logged. Every exercise has 3 sets with guided rests.
      </p>
      <Button
        variant="accent"
        size="lg"
        className="mt-6 h-14 w-full text-lg sm:w-auto"
        onClick={onGenerate}
        disabled={generating}
      >
        {generating ? <Spinner className="size-5" /> : <Sparkles aria-hidden="true" />}
        {generating ? 'Generating...' : 'Generate Workout'}
      </Button>
    </section>
  );
}
