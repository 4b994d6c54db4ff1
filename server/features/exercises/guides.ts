import type { Equipment } from '#common/constants.ts';
import type { CatalogueExercise, ExerciseGuide } from '#common/schemas/exercises.ts';
import { findCatalogueExercise, getCatalogue, nameKey } from './catalogue.ts';

/**
 * The coach's ten built-in exercise guides (spec part 1 section 3), with what the generator needs
 * to program them: the catalogue record of the same movement when the dataset has one (under
 * another name), or a description of its own (Burpees, Jumping Jacks and High Knees are not in
 * the dataset).
 */
export interface BuiltinGuide {
  name: string;
  emoji: string;
  difficulty: ExerciseGuide['difficulty'];
  instructions: string[];
  tips: string[];
  muscles: string[];
  /** The same movement in the catalogue, when it is there. */
  catalogueName?: string;
  /** The movement as a catalogue record, for those the dataset lacks. */
  exercise?: Omit<CatalogueExercise, 'name' | 'instructions'>;
}

export const BUILTIN_GUIDES: readonly BuiltinGuide[] = [
  {
    name: 'Push-ups',
    emoji: '💪',
    difficulty: 'Beginner',
    instructions: [
      'Start in a high plank: hands slightly wider than your shoulders, arms straight, legs extended and your weight on the balls of your feet.',
      'Brace your core and squeeze your glutes so your body forms one straight line from head to heels.',
      'Bend your elbows to lower your chest until it is just above the floor, keeping your elbows at about 45 degrees from your body.',
      'Press the floor away to straighten your arms and return to the top.',
      'Repeat for the set, keeping the same straight line on every rep.',
    ],
    tips: [
      'Do not let your hips sag or pike up: move like a plank.',
      'Breathe in on the way down and out as you push up.',
      'Too hard? Put your hands on a bench or drop to your knees. Too easy? Raise your feet.',
      'Keep your neck neutral by looking at the floor just ahead of your hands.',
    ],
    muscles: ['Chest', 'Triceps', 'Shoulders', 'Core'],
    catalogueName: 'Pushups',
  },
  {
    name: 'Squats',
    emoji: '🦵',
    difficulty: 'Beginner',
    instructions: [
      'Stand with your feet shoulder-width apart, toes turned out slightly, arms in front of you or hands together at your chest.',
      'Brace your core, then push your hips back and bend your knees as if sitting into a chair.',
      'Lower until your thighs are at least parallel to the floor, keeping your chest up and your heels down.',
      'Drive through your whole foot to stand back up, squeezing your glutes at the top.',
    ],
    tips: [
      'Keep your knees in line with your toes: do not let them cave inward.',
      'Keep your weight over the middle of your feet with your heels on the floor.',
      'Breathe in on the way down and out as you stand up.',
      'Go only as deep as you can while keeping your back neutral.',
    ],
    muscles: ['Quadriceps', 'Glutes', 'Hamstrings', 'Core'],
    catalogueName: 'Bodyweight Squat',
  },
  {
    name: 'Plank',
    emoji: '⏱️',
    difficulty: 'Beginner',
    instructions: [
      'Place your forearms on the floor with your elbows directly under your shoulders.',
      'Step your feet back one at a time so you rest on your forearms and toes.',
      'Brace your abs and squeeze your glutes so your body forms a straight line from head to heels.',
      'Hold the position, breathing steadily, without letting your hips drop or rise.',
      'Lower your knees to the floor to finish the set.',
    ],
    tips: [
      'Push the floor away with your forearms so your shoulder blades do not sink.',
      'Look at the floor just in front of your hands to keep your neck neutral.',
      'Keep breathing: holding your breath makes the hold harder, not stronger.',
      'End the set when your form breaks; a shorter solid plank beats a long sagging one.',
    ],
    muscles: ['Core', 'Shoulders', 'Glutes', 'Lower Back'],
    catalogueName: 'Plank',
  },
  {
    name: 'Lunges',
    emoji: '🚶',
    difficulty: 'Beginner',
    instructions: [
      'Stand tall with your feet hip-width apart and your hands on your hips.',
      'Take a long step forward and lower your hips until both knees are bent at about 90 degrees.',
      'Keep your front knee above your ankle and let your back knee hover just above the floor.',
      'Push through your front heel to return to standing.',
      'Repeat on the other leg, alternating sides.',
    ],
    tips: [
      'Keep your torso upright and your core braced throughout.',
      'Keep your front knee tracking in line with your toes.',
      'Take a step long enough that your front shin stays close to vertical at the bottom.',
      'Do the same number of reps on each leg.',
    ],
    muscles: ['Quadriceps', 'Glutes', 'Hamstrings', 'Calves'],
    catalogueName: 'Bodyweight Walking Lunge',
  },
  {
    name: 'Burpees',
    emoji: '🔥',
    difficulty: 'Intermediate',
    instructions: [
      'Stand with your feet shoulder-width apart.',
      'Squat down and place your hands on the floor in front of your feet.',
      'Jump or step your feet back into a high plank.',
      'Do a push-up if you can, then jump or step your feet back towards your hands.',
      'Jump up explosively, reaching your arms overhead, and land softly to start the next rep.',
    ],
    tips: [
      'Land softly with bent knees to protect your joints.',
      'Keep your core tight in the plank so your hips do not sag.',
      'Step back and forward instead of jumping to make it easier.',
      'Find a rhythm you can keep, breathing out as you jump.',
    ],
    muscles: ['Quadriceps', 'Glutes', 'Chest', 'Shoulders', 'Core'],
    exercise: {
      id: 'builtin-burpees',
      level: 'intermediate',
      category: 'plyometrics',
      equipment: 'no-equipment' satisfies Equipment,
      primaryMuscles: ['quadriceps', 'chest'],
      secondaryMuscles: ['glutes', 'shoulders', 'triceps', 'abdominals'],
      force: 'push',
      mechanic: 'compound',
      loadType: null,
    },
  },
  {
    name: 'Jumping Jacks',
    emoji: '⭐',
    difficulty: 'Beginner',
    instructions: [
      'Stand with your feet together and your arms by your sides.',
      'Jump your feet out to slightly wider than shoulder-width while raising your arms overhead.',
      'Jump back to the start, bringing your feet together and your arms down to your sides.',
      'Repeat at a quick, steady rhythm.',
    ],
    tips: [
      'Land on the balls of your feet with soft knees.',
      'Keep your core engaged and your back straight.',
      'For a low-impact version, step one foot out at a time instead of jumping.',
      'Breathe rhythmically; do not hold your breath.',
    ],
    muscles: ['Calves', 'Shoulders', 'Glutes', 'Hip Abductors'],
    exercise: {
      id: 'builtin-jumping-jacks',
      level: 'beginner',
      category: 'cardio',
      equipment: 'no-equipment' satisfies Equipment,
      primaryMuscles: ['calves'],
      secondaryMuscles: ['shoulders', 'glutes', 'abductors', 'quadriceps'],
      force: null,
      mechanic: 'compound',
      loadType: null,
    },
  },
  {
    name: 'Mountain Climbers',
    emoji: '⛰️',
    difficulty: 'Beginner',
    instructions: [
      'Start in a high plank with your hands under your shoulders and your body in a straight line.',
      'Drive one knee towards your chest.',
      'Switch legs quickly: extend the bent leg back as you bring the other knee in.',
      'Keep alternating at a fast but controlled pace.',
    ],
    tips: [
      'Keep your hips level with your shoulders; do not pike up.',
      'Keep your shoulders stacked over your wrists.',
      'Slow down to focus on form, speed up for more cardio.',
      'Breathe steadily throughout the interval.',
    ],
    muscles: ['Core', 'Shoulders', 'Quadriceps', 'Hip Flexors'],
    catalogueName: 'Mountain Climbers',
  },
  {
    name: 'High Knees',
    emoji: '🏃',
    difficulty: 'Beginner',
    instructions: [
      'Stand tall with your feet hip-width apart and your arms bent at your sides.',
      'Run in place, driving one knee up to hip height.',
      'Switch legs quickly, landing on the ball of your foot, and pump your arms.',
      'Keep going at a fast pace for the whole interval.',
    ],
    tips: [
      'Stay light on the balls of your feet.',
      'Keep your chest up and do not lean back.',
      'Brace your core to keep your upper body steady.',
      'March in place instead of running for a low-impact version.',
    ],
    muscles: ['Quadriceps', 'Hip Flexors', 'Calves', 'Core'],
    exercise: {
      id: 'builtin-high-knees',
      level: 'beginner',
      category: 'cardio',
      equipment: 'no-equipment' satisfies Equipment,
      primaryMuscles: ['quadriceps'],
      secondaryMuscles: ['calves', 'glutes', 'abdominals'],
      force: null,
      mechanic: 'compound',
      loadType: null,
    },
  },
  {
    name: 'Bicycle Crunches',
    emoji: '🚴',
    difficulty: 'Beginner',
    instructions: [
      'Lie on your back with your hands lightly behind your head, knees bent at 90 degrees and shins parallel to the floor.',
      'Lift your shoulders off the floor and press your lower back into it.',
      'Bring your right elbow towards your left knee as you straighten your right leg.',
      'Switch sides in a pedalling motion, bringing your left elbow towards your right knee.',
      'Keep alternating at a slow, controlled pace.',
    ],
    tips: [
      'Do not pull on your neck: your hands only support your head.',
      'Rotate from your torso, bringing your shoulder towards the knee, not just the elbow.',
      'Slow and controlled works your abs harder than fast and sloppy.',
      'Breathe out on each twist.',
    ],
    muscles: ['Abdominals', 'Obliques', 'Hip Flexors'],
    catalogueName: 'Air Bike',
  },
  {
    name: 'Tricep Dips',
    emoji: '🪑',
    difficulty: 'Beginner',
    instructions: [
      'Sit on the edge of a sturdy bench or chair and grip the edge beside your hips, fingers pointing forward.',
      'Slide your hips off the edge with your knees bent and feet flat on the floor.',
      'Bend your elbows to lower your body until your upper arms are about parallel to the floor.',
      'Press through your palms to straighten your arms and lift yourself back up.',
    ],
    tips: [
      'Point your elbows straight back; do not let them flare out.',
      'Keep your back close to the bench.',
      'Stop lowering before you feel strain at the front of your shoulders.',
      'Straighten your legs to make it harder, or bring your feet closer to make it easier.',
    ],
    muscles: ['Triceps', 'Shoulders', 'Chest'],
    catalogueName: 'Bench Dips',
  },
];

const builtinByKey = new Map(BUILTIN_GUIDES.map((guide) => [nameKey(guide.name), guide]));

/** The built-in guide for this name ("Push ups", "pushups", "Push-Ups"...), if there is one. */
export function findBuiltinGuide(name: string): BuiltinGuide | undefined {
  return builtinByKey.get(nameKey(name));
}

const CATEGORY_EMOJI: Record<string, string> = {
  strength: '🏋️',
  stretching: '🧘',
  plyometrics: '⚡',
  cardio: '🏃',
  powerlifting: '🏋️',
  'olympic weightlifting': '🥇',
  strongman: '🪨',
};

const DIFFICULTY: Record<CatalogueExercise['level'], ExerciseGuide['difficulty']> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** Three or four sound, general tips for a catalogue exercise, from its category and mechanics. */
export function catalogueTips(exercise: CatalogueExercise): string[] {
  switch (exercise.category) {
    case 'stretching':
      return [
        'Ease into the stretch until you feel mild tension, never pain.',
        'Hold it still: do not bounce.',
        'Breathe slowly and let the muscle relax a little further on each breath out.',
        'Stretch both sides equally when the exercise works one side at a time.',
      ];
    case 'plyometrics':
      return [
        'Land softly on the balls of your feet with your knees slightly bent.',
        'Keep your knees in line with your toes on every take-off and landing.',
        'Quality before quantity: rest when your jumps lose height or control.',
        'Breathe out on the explosive effort.',
      ];
    case 'cardio':
      return [
        'Start at an easy pace for the first minute to warm up.',
        'Work at a pace where you can still speak in short sentences, unless the plan calls for sprints.',
        'Keep your posture tall and your shoulders relaxed.',
        'Breathe steadily and rhythmically.',
      ];
    default: {
      const tips = [
        exercise.equipment === 'no-equipment'
          ? 'Move through your full range of motion with control: about two seconds each way.'
          : 'Pick a load you can move for every rep with good form, stopping one or two reps short of failure.',
        exercise.force === 'pull'
          ? 'Breathe out as you pull and in as you return.'
          : 'Breathe out on the effort and in as you return.',
        exercise.mechanic === 'isolation'
          ? 'Keep the rest of your body still so the target muscle does the work.'
          : 'Brace your core and keep your back neutral throughout.',
      ];
      if (['olympic weightlifting', 'powerlifting', 'strongman'].includes(exercise.category)) {
        tips.push(
          'Learn the technique with a light load, ideally with a coach, before adding weight.',
        );
      } else {
        tips.push('Stop if you feel sharp pain, and rest between sets as planned.');
      }
      return tips;
    }
  }
}

export function catalogueGuide(exercise: CatalogueExercise): ExerciseGuide {
  return {
    name: exercise.name,
    emoji: CATEGORY_EMOJI[exercise.category] ?? '💪',
    difficulty: DIFFICULTY[exercise.level],
    instructions: exercise.instructions,
    tips: catalogueTips(exercise),
    muscles: [...new Set([...exercise.primaryMuscles, ...exercise.secondaryMuscles])].map(
      titleCase,
    ),
    source: 'catalogue',
  };
}

export function genericGuide(name: string): ExerciseGuide {
  return {
    name,
    emoji: '💪',
    difficulty: 'Intermediate',
    instructions: [
      'Warm up for a few minutes before your first set.',
      'Set up in a stable position with your core braced and your back neutral.',
      'Move through a comfortable, full range of motion with control.',
      'Return to the starting position and repeat for the set.',
    ],
    tips: [
      'Form first: slow down or reduce the effort if your technique slips.',
      'Breathe out on the effort and in as you return.',
      'Stop if you feel sharp pain, dizziness or discomfort in your joints.',
    ],
    muscles: [],
    source: 'generic',
  };
}

/** The guide for an exercise name: built-in, else from the catalogue, else generic. */
export function getExerciseGuide(name: string): ExerciseGuide {
  const builtin = findBuiltinGuide(name);
  if (builtin) {
    return {
      name: builtin.name,
      emoji: builtin.emoji,
      difficulty: builtin.difficulty,
      instructions: builtin.instructions,
      tips: builtin.tips,
      muscles: builtin.muscles,
      source: 'builtin',
    };
  }
  const exercise = findCatalogueExercise(name);
  return exercise ? catalogueGuide(exercise) : genericGuide(name.trim());
}

let pool: readonly CatalogueExercise[] | undefined;

/**
 * What the generator chooses from: the catalogue, with the built-in guides' movements under their
 * built-in names ("Pushups" appears as "Push-ups") and the three the dataset lacks added.
 */
export function getTrainingPool(): readonly CatalogueExercise[] {
  if (!pool) {
    const renamed = new Map<string, BuiltinGuide>();
    for (const guide of BUILTIN_GUIDES) {
      if (guide.catalogueName) renamed.set(guide.catalogueName, guide);
    }
    const entries = getCatalogue().map((exercise) => {
      const guide = renamed.get(exercise.name);
      return guide ? { ...exercise, name: guide.name, instructions: guide.instructions } : exercise;
    });
    for (const guide of BUILTIN_GUIDES) {
      if (guide.exercise) {
        entries.push({ ...guide.exercise, name: guide.name, instructions: guide.instructions });
      }
    }
    pool = Object.freeze(entries);
  }
  return pool;
}
