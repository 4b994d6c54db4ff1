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
import type { ChoiceOption } from '../choice-cards.tsx';
import { ToggleChoice, type StepProps } from './step-kit.tsx';

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
export function GoalsStep(step: StepProps) {
  return (
    <div className="space-y-6">
      <ToggleChoice step={step} field="goals" title="Your Goals" options={GOAL_OPTIONS} />
      <ToggleChoice
        step={step}
        field="equipment"
        title="Available Equipment"
        options={EQUIPMENT_OPTIONS}
      />
    </div>
  );
}
