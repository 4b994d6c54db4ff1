import { ArrowLeft, Bot, Save } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

/** The id of the Flex coach slot the toggle shows and hides. */
export const FLEX_SLOT_ID = 'flex-coach-slot';

export interface WorkoutHeaderProps {
  title: string | null;
  /** "Exercise N of M" while a workout runs; null otherwise. */
  position: { index: number; total: number } | null;
  canSave: boolean;
  onSave: () => void;
  flexVisible: boolean;
  /** Absent in the top the server paints: the toggle shows as not ready (disabled) until then. */
  onToggleFlex?: () => void;
}

/**
 * The workout screen's own header (spec part 2 section 2): back to /dashboard, the title,
 * "Exercise N of M", Save Workout and the Show/Hide Flex toggle. 44 px touch targets.
 */
export function WorkoutHeader({
  title,
  position,
  canSave,
  onSave,
  flexVisible,
  onToggleFlex,
}: WorkoutHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-2 sm:gap-3 sm:px-6">
        <Link
          to="/dashboard"
          aria-label="Back to Dashboard"
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-11')}
        >
          <ArrowLeft aria-hidden="true" />
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base leading-tight font-bold sm:text-lg">
            {title ?? 'Guided Workout'}
          </h1>
          {position ? (
            <p className="text-xs font-medium text-muted-foreground sm:text-sm">
              Exercise {position.index + 1} of {position.total}
            </p>
          ) : null}
        </div>
        <Button
          variant="outline"
          className="h-11 min-w-11 px-3"
          disabled={!canSave}
          onClick={onSave}
          aria-label="Save Workout"
        >
          <Save aria-hidden="true" />
          <span className="hidden sm:inline">Save Workout</span>
        </Button>
        <Button
          variant={flexVisible ? 'secondary' : 'ghost'}
          className="h-11 min-w-11 px-3"
          aria-expanded={flexVisible}
          aria-controls={FLEX_SLOT_ID}
          onClick={onToggleFlex}
          disabled={!onToggleFlex}
        >
          <Bot aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{flexVisible ? 'Hide Flex' : 'Show Flex'}</span>
        </Button>
      </div>
    </header>
  );
}
