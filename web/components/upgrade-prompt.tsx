import type { Tier } from '#common/constants.ts';

export interface UpgradePromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The locked feature, e.g. "Nutrition Tracking". */
  featureName: string;
  featureDescription: string;
  /** The cheapest tier that includes the feature; tiers from it upward are listed. */
  minimumTier: Exclude<Tier, 'free'>;
  /** Shows "Or Buy Flex Credits" (to /buy-credits). */
  showBuyCredits?: boolean;
}

/** The upgrade prompt modal of spec part 2 section 2 (being built by the training issue). */
export function UpgradePrompt(_props: UpgradePromptProps) {
  return null;
}
