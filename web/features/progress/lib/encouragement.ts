import { formatWeight, type Achievement, type WeightSummary } from '#common/achievements.ts';

export interface Encouragement {
  title: string;
  message: string;
  /** Short extra lines: distance to the weight goal, the next achievement. */
  details: string[];
}

/** An encouragement chosen from the member's real state (workouts, streaks, weight goal). */
export function encouragementFor(input: {
  totalWorkouts: number;
  currentStreak: number;
  longestStreak: number;
  weight: WeightSummary;
  achievements: Achievement[];
  /** The member's weight unit word ("lbs", "kg"). */
  unit?: string;
}): Encouragement {
  const unit = input.unit ?? 'lbs';
  const { totalWorkouts, currentStreak, longestStreak, weight, achievements } = input;
  const goal = achievements.find((a) => a.id === 'goal-reached');
  const next = achievements.find((a) => !a.earned && a.progress !== null);
  const details: string[] = [];
  if (!goal?.earned && weight.current !== null && weight.target !== null) {
    const distance = Math.abs(weight.current - weight.target);
    details.push(`You're ${formatWeight(distance)} ${unit} from your target weight.`);
  }
  if (next?.remaining) details.push(`${next.remaining} to unlock ${next.title}.`);

  if (totalWorkouts === 0) {
    return {
      title: 'Ready when you are',
      message: 'Complete your first workout to start a streak and earn your first achievement.',
      details,
    };
  }
  if (goal?.earned && weight.target !== null) {
    return {
      title: 'Goal reached!',
      message: `You've reached your target weight of ${formatWeight(weight.target)} ${unit}. Keep training to hold on to it, or set a new goal.`,
      details,
    };
  }
  if (currentStreak >= 2) {
    return {
      title: `${currentStreak}-day streak!`,
      message:
        (currentStreak >= longestStreak
          ? 'This is your longest streak yet. '
          : `Your best is ${longestStreak} days. `) +
        `Work out tomorrow to make it ${currentStreak + 1}.`,
      details,
    };
  }
  if (currentStreak === 1) {
    return {
      title: 'Streak started',
      message: 'One day down. Work out again tomorrow to build your streak.',
      details,
    };
  }
  return {
    title: 'Back at it',
    message: `You've completed ${totalWorkouts} ${totalWorkouts === 1 ? 'workout' : 'workouts'}. A workout today starts a new streak.`,
    details,
  };
}
