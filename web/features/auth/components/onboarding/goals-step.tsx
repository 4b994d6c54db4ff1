import { Activity, Dumbbell, HeartPulse, PersonStanding, Scale, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  EQUIPMENT_LABELS,
  GOAL_LABELS,
  GOALS,
  ONBOARDING_EQUIPMENT,
  type Equipment,
  type Goal,
} from '#common/constants.ts';
import { ChoiceToggleGroup, type ChoiceOption } from '../choice-cards.tsx';
import { ChoiceSection, toggle, type StepProps } from './step-kit.tsx';

const GOAL_ICONS: Record<Goal, ReactNode> = {
  'lose-weight': <Scale />,
  'build-muscle': <Dumbbell />,
  'improve-endurance': <HeartPulse />,
  'general-fitness': <Activity />,
  'increase-flexibility': <PersonStanding />,
  'athletic-performance': <Trophy />,
};
const GOAL_OPTIONS: ChoiceOption<Goal>[] = GOALS.map((value) => ({
  value,
  label: GOAL_LABELS[value],
  icon: GOAL_ICONS[value],
}));

const EQUIPMENT_OPTIONS: ChoiceOption<Equipment>[] = ONBOARDING_EQUIPMENT.map((value) => ({
  value,
  label: EQUIPMENT_LABELS[value],
}));

/** Step 3: goals and the equipment at hand. */
export function GoalsStep({ values, fieldError, setChoice }: StepProps) {
  return (
    <div className="space-y-6">
      <ChoiceSection title="Your Goals" error={fieldError('goals')}>
        {(ids) => (
          <ChoiceToggleGroup
            {...ids}
            options={GOAL_OPTIONS}
            values={values.goals}
            onToggle={(goal) => setChoice('goals', toggle(values.goals, goal))}
            className="grid gap-3 sm:grid-cols-2"
          />
        )}
      </ChoiceSection>
      <ChoiceSection title="Available Equipment" error={fieldError('equipment')}>
        {(ids) => (
          <ChoiceToggleGroup
            {...ids}
            options={EQUIPMENT_OPTIONS}
            values={values.equipment}
            onToggle={(item) => setChoice('equipment', toggle(values.equipment, item))}
            className="grid gap-3 sm:grid-cols-2"
          />
        )}
      </ChoiceSection>
    </div>
  );
}
