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

/** Flex Credit packs offered on the purchase screen (credits include the bonus). */
export const CREDIT_PACKS = [
  { id: 'starter', name: 'Starter', credits: 3, bonus: 0, priceCents: 99, popular: false },
  { id: 'value', name: 'Value', credits: 12, bonus: 2, priceCents: 299, popular: true },
  { id: 'power', name: 'Power', credits: 25, bonus: 5, priceCents: 499, popular: false },
] as const;
export type CreditPackId = (typeof CREDIT_PACKS)[number]['id'];

/** Marketing figures shown on the landing page (spec part 1 section 1). */
export const MARKETING_STATS = [
  { value: '10K+', label: 'Active Users' },
  { value: '50K+', label: 'Workouts Completed' },
  { value: '95%', label: 'Success Rate' },
  { value: '24/7', label: 'AI Support' },
] as const;

/** Client session and UI constants (spec part 1 section 9). */
export const IDLE_LOGOUT_MS = 5 * 60 * 1000;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
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
