import { GENDER_LABELS, GENDERS, LEVEL_LABELS, LEVELS, type Level } from '#common/constants.ts';
import { RadioChoice, type StepProps } from './step-kit.tsx';

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

const LEVEL_DESCRIPTIONS: Record<Level, string> = {
  beginner: 'New to regular training',
  intermediate: 'Training consistently for 6+ months',
  advanced: 'Years of structured training',
};
const LEVEL_OPTIONS = LEVELS.map((value) => ({
  value,
  label: LEVEL_LABELS[value],
  description: LEVEL_DESCRIPTIONS[value],
}));

/** Step 2: gender and fitness level. */
export function ProfileStep(step: StepProps) {
  return (
    <div className="space-y-6">
      <RadioChoice
        step={step}
        field="gender"
        title="Gender"
        options={GENDER_OPTIONS}
        className="grid gap-3 sm:grid-cols-3"
      />
      <RadioChoice
        step={step}
        field="level"
        title="Fitness Level"
        options={LEVEL_OPTIONS}
        className="grid gap-3"
      />
    </div>
  );
}
