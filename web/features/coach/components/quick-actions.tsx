import { HeartPulse, Lightbulb, Rocket, TrendingUp, type LucideIcon } from 'lucide-react';
import { QUICK_ACTIONS, QUICK_ACTION_INFO, type QuickAction } from '../lib/quick-replies.ts';

const ICONS: Record<QuickAction, LucideIcon> = {
  motivate: Rocket,
  tip: Lightbulb,
  progress: TrendingUp,
  safety: HeartPulse,
};

/** Motivate, Get Tip, Progress and Safety: free canned replies for the free tier. */
export function QuickActions({ onAction }: { onAction: (action: QuickAction) => void }) {
  return (
    <div role="group" aria-label="Quick actions (free)" className="flex flex-wrap gap-1.5">
      {QUICK_ACTIONS.map((action) => {
        const Icon = ICONS[action];
        return (
          <button
            key={action}
            type="button"
            onClick={() => onAction(action)}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-input bg-card px-3 text-sm font-medium text-foreground transition-colors hover:border-primary/50 hover:bg-primary-soft"
          >
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {QUICK_ACTION_INFO[action].label}
          </button>
        );
      })}
    </div>
  );
}
