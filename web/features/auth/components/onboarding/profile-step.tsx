import { GENDER_LABELS, GENDERS, LEVEL_LABELS, LEVELS, type Level } from '#common/constants.ts';
import { ChoiceRadioGroup } from '../choice-cards.tsx';
import { ChoiceSection, type StepProps } from './step-kit.tsx';

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
export function ProfileStep({ values, fieldError, setChoice }: StepProps) {
  return (
    <div className="space-y-6">
      <ChoiceSection title="Gender" error={fieldError('gender')}>
        {(ids) => (
          <ChoiceRadioGroup
            {...ids}
            options={GENDER_OPTIONS}
            value={values.gender}
            onChange={(value) => setChoice('gender', value)}
            className="grid gap-3 sm:grid-cols-3"
          />
        )}
      </ChoiceSection>
      <ChoiceSection title="Fitness Level" error={fieldError('level')}>
        {(ids) => (
          <ChoiceRadioGroup
            {...ids}
            options={LEVEL_OPTIONS}
            value={values.level}
            onChange={(value) => setChoice('level', value)}
            className="grid gap-3"
          />
        )}
      </ChoiceSection>
    </div>
  );
}
