/** Product constants from the specification, shared by the server and the web app. */

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];
/** Levels in order, for "at most the member's level" comparisons. */
export const LEVEL_RANK: Readonly<Record<Level, number>> = {
  beginner: 0,
  intermediate: 1,
  advanced: 2,
};
export const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const GOALS = [
  'lose-weight',
  'build-muscle',
  'improve-endurance',
  'general-fitness',
  'increase-flexibility',
  'athletic-performance',
] as const;
export type Goal = (typeof GOALS)[number];
export const GOAL_LABELS: Record<Goal, string> = {
  'lose-weight': 'Lose Weight',
  'build-muscle': 'Build Muscle',
  'improve-endurance': 'Improve Endurance',
  'general-fitness': 'General Fitness',
  'increase-flexibility': 'Increase Flexibility',
  'athletic-performance': 'Athletic Performance',
};

/** Equipment a member can own. Onboarding offers the first six; preferences offer all. */
export const EQUIPMENT = [
  'no-equipment',
  'dumbbells',
  'resistance-bands',
  'pull-up-bar',
  'bench',
  'full-gym',
  'barbell',
  'kettlebells',
  'yoga-mat',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];
export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  'no-equipment': 'No Equipment',
  dumbbells: 'Dumbbells',
  'resistance-bands': 'Resistance Bands',
  'pull-up-bar': 'Pull-up Bar',
  bench: 'Bench',
  'full-gym': 'Full Gym',
  barbell: 'Barbell',
  kettlebells: 'Kettlebells',
  'yoga-mat': 'Yoga Mat',
};
export const ONBOARDING_EQUIPMENT: readonly Equipment[] = [
  'no-equipment',
  'dumbbells',
  'resistance-bands',
  'pull-up-bar',
  'bench',
  'full-gym',
];

/** Minutes per workout: onboarding offers 30-120, account preferences 15-90; both are accepted. */
export const TIME_AVAILABLE_OPTIONS = [15, 30, 45, 60, 90, 120] as const;
export const ONBOARDING_TIME_OPTIONS = [30, 60, 90, 120] as const;
export const ONBOARDING_DAYS_OPTIONS = [3, 4, 5, 6] as const;
export const DAYS_PER_WEEK_MIN = 1;
export const DAYS_PER_WEEK_MAX = 7;

export const WEIGHT_MIN_LBS = 50;
export const WEIGHT_MAX_LBS = 1000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const MINIMUM_AGE = 18;

export const TIERS = ['free', 'basic', 'pro', 'premium'] as const;
export type Tier = (typeof TIERS)[number];

export interface TierConfig {
  tier: Tier;
  name: string;
  /** Monthly price in integer US cents. */
  priceCents: number;
  popular: boolean;
  features: string[];
}

export const TIER_CONFIG: Record<Tier, TierConfig> = {
  free: {
    tier: 'free',
    name: 'Free',
    priceCents: 0,
    popular: false,
    features: ['3 AI workouts per week', 'Pay-per-use Flex coaching'],
  },
  basic: {
    tier: 'basic',
    name: 'Basic',
    priceCents: 999,
    popular: false,
    features: [
      'Unlimited AI workouts',
      'Flex on a cost-efficient model',
      'Saved guidance',
      'Nutrition tracking',
      '5 custom workouts',
    ],
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    priceCents: 1999,
    popular: true,
    features: [
      'A better Flex model',
      'Unlimited custom workouts',
      'Advanced analytics',
      'Export to a spreadsheet',
    ],
  },
  premium: {
    tier: 'premium',
    name: 'Premium',
    priceCents: 2999,
    popular: false,
    features: ['An elite Flex model', 'Priority responses', 'Detailed analytics', 'Social sharing'],
  },
};

export const FREE_WORKOUTS_PER_WEEK = 3;
/**
 * A free member's plan trains at most this many days a week, whatever days they chose: the same
 * number as their generated workouts (decision 034).
 */
export const FREE_PLAN_DAYS = FREE_WORKOUTS_PER_WEEK;
/** The days a member's plan trains: the days chosen, at most 3 on the free plan. */
export const planDays = (tier: string, chosen: number) =>
  tier === 'free' ? Math.min(FREE_PLAN_DAYS, chosen) : chosen;

/** Capabilities gated by plan, each with the cheapest tier that includes it. */
export const FEATURE_MIN_TIER = {
  nutrition: 'basic',
  export: 'pro',
} as const satisfies Record<string, Exclude<Tier, 'free'>>;
export type GatedFeature = keyof typeof FEATURE_MIN_TIER;

/** True when `tier` is `minimum` or above. */
export const tierAtLeast = (tier: Tier, minimum: Tier): boolean =>
  TIERS.indexOf(tier) >= TIERS.indexOf(minimum);

/** Nutrition log bounds (spec part 2 section 6): integers; anything outside is refused. */
export const NUTRITION_LIMITS = {
  calories: 20_000,
  protein: 2_000,
  carbs: 2_000,
  fats: 2_000,
  waterIntake: 20_000,
  notesLength: 2_000,
} as const;
export const WATER_QUICK_ADD_ML = [250, 500] as const;
/** Calories per gram of protein, carbs and fats; a gap above the tolerance shows a warning. */
export const MACRO_CALORIES = { protein: 4, carbs: 4, fats: 9 } as const;
export const MACRO_MISMATCH_TOLERANCE = 50;

export const NOTE_CATEGORIES = ['general', 'training', 'nutrition', 'recovery', 'goals'] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];
export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 10_000;

/** Affiliate programme terms (spec part 2 section 9). */
export const AFFILIATE_COMMISSION_RATE_BPS = 2000;
export const AFFILIATE_COOKIE_DAYS = 30;
export const AFFILIATE_MIN_PAYOUT_CENTS = 5000;
export const AFFILIATE_PAYOUT_BUSINESS_DAYS = '7-14';
export const REFERRAL_COOKIE_NAME = 'fc_ref';
export const SHARE_PLATFORMS = [
  'copy',
  'facebook',
  'twitter',
  'linkedin',
  'whatsapp',
  'email',
] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];
export const AFFILIATE_STATUSES = ['active', 'suspended'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

/** Commission on one monthly payment of `tier`: 20% of the list price, integer cents. */
export const commissionCents = (tier: Tier, rateBps = AFFILIATE_COMMISSION_RATE_BPS): number =>
  Math.round((TIER_CONFIG[tier].priceCents * rateBps) / 10_000);

/** Blog categories (spec part 2 section 5). */
export const BLOG_CATEGORIES = ['Training', 'Nutrition', 'Wellness'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Flex Credit packs offered on the purchase screen (credits include the bonus). */
export const CREDIT_PACKS = [
  { id: 'starter', name: 'Starter', credits: 3, bonus: 0, priceCents: 99, popular: false },
  { id: 'value', name: 'Value', credits: 12, bonus: 2, priceCents: 299, popular: true },
  { id: 'power', name: 'Power', credits: 25, bonus: 5, priceCents: 499, popular: false },
] as const;
export type CreditPackId = (typeof CREDIT_PACKS)[number]['id'];

/** Client session and UI constants (spec part 1 section 9). */
export const IDLE_LOGOUT_MS = 5 * 60 * 1000;
export {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toast-constants.ts';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const RESET_SUCCESS_REDIRECT_MS = 3000;
export const INVALID_LINK_REDIRECT_MS = 2000;

/** Server-side session and token lifetimes. */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_COOKIE_NAME = 'fc_session';
