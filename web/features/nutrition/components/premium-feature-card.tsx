import { Lock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FEATURE_MIN_TIER, TIER_CONFIG } from '#common/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

// The prompt (and Radix Dialog) loads when first wanted: hovering, focusing or pressing the button.
const loadUpgradePrompt = () => import('#web/components/upgrade-prompt.tsx');
const UpgradePrompt = lazy(() => loadUpgradePrompt().then((m) => ({ default: m.UpgradePrompt })));

const MIN_TIER = FEATURE_MIN_TIER.nutrition;

/** What a member without a qualifying plan sees on /nutrition (spec part 2 section 2). */
export function PremiumFeatureCard() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadUpgradePrompt();
  return (
    <Card className="mx-auto w-full max-w-xl text-center">
      <CardHeader className="items-center">
        <span className="mb-1 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <Lock className="size-7" aria-hidden="true" />
        </span>
        <CardTitle>Premium Feature</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-5">
        <p className="max-w-md text-muted-foreground">
          Nutrition tracking is available on the {TIER_CONFIG[MIN_TIER].name} plan and above. Log
          calories, macros and hydration every day and see how your eating supports your training.
        </p>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          Upgrade to Access
        </Button>
      </CardContent>
      {wanted ? (
        <Suspense fallback={null}>
          <UpgradePrompt
            open={open}
            onOpenChange={setOpen}
            featureName="Nutrition Tracking"
            featureDescription="Log calories, macros and hydration every day and see how your eating supports your training."
            minimumTier={MIN_TIER}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
