import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotsOf } from './slots.ts';
import { addDays, utcToday } from '#common/streaks.ts';
import { createCoachData } from '../coach-data.ts';
import { getExerciseGuide } from '../../exercises/exercises.service.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../../test/helpers.ts';
import { createBuiltinCoach } from './builtin-coach.ts';
import { notes, workouts } from '../../../db/schema/index.ts';
import { formatDate } from '../facts.ts';
import { createCoach } from '../coach-provider.ts';
import { coachRequest, SEEDED, registerSeededMember } from '../test-fixtures.ts';
import type { CoachRequest } from '../coach-types.ts';

let t: TestContext;
let member: Member;
let newcomer: Member;
const coach = createBuiltinCoach();
const today = utcToday();

beforeAll(async () => {
  t = await createTestApp();
  member = await registerSeededMember(t.app, today);
  newcomer = await registerMember(t.app, {
    firstName: 'Sam',
    currentWeight: 200,
    targetWeight: 190,
  });
});
afterAll(async () => {
  await t.close();
});

/** One message, answered from the member's real data (a fresh CoachData per message, as the route does). */
const ask = (who: Member, message: string, overrides: Partial<CoachRequest> = {}) =>
  coach.reply(
    coachRequest(who.user.id, message, overrides),
    createCoachData(t.database, who.user.id),
  );

describe('built-in coach: answers from the member data', () => {
  it('is the default coach without LLM_BASE_URL', () => {
    expect(createCoach(t.env, coach).provider).toBe('builtin');
    expect(createCoach(t.env, coach).modelFor('pro')).toBe('builtin');
  });

  it("what's my streak?", async () => {
    const answer = await ask(member, "What's my streak?");
    expect(answer).toContain(`Your current streak is **${SEEDED.currentStreak} days**`);
    expect(answer).toContain(`Your longest streak is **${SEEDED.longestStreak} days**`);
    expect(answer).toContain('Good consistency');
    // The streak is the answer: the totals are another question.
    expect(answer).not.toContain('in total');
  });

  it('how many workouts have I done?', async () => {
    const answer = await ask(member, 'How many workouts have I done?');
    expect(answer).toContain(`You've completed **${SEEDED.totalWorkouts} workouts** in total`);
    expect(answer).toContain(`the last on ${formatDate(today)} (today)`);
    // This week and the plan of 4 days come from the member's data; one logged workout was not finished.
    expect(answer).toMatch(/This week: \*\*\d\*\* of your 4 planned/);
    // One figure asked, one short line of context: no summary of everything.
    expect(answer).not.toContain('Last 4 weeks');
    expect(answer.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('"show me my stats" gets the summary; "how many this week?" leads with the week', async () => {
    const stats = await ask(member, 'Show me my stats');
    expect(stats).toContain(`You've completed **${SEEDED.totalWorkouts} workouts** in total`);
    expect(stats).toContain('Not finished: 1 of your last 6 logged workouts');
    expect(stats).toMatch(/Current streak: \*\*3 days\*\*/);
    const week = await ask(member, 'How many workouts this week?');
    expect(week).toMatch(/^This week you've completed \*\*\d workouts?\*\* of your 4 planned\./);
  });

  it('how do I do push-ups? gives the guide steps and tips, and when they were last done', async () => {
    const answer = await ask(member, 'How do I do push-ups?');
    const guide = getExerciseGuide('Push-ups');
    expect(answer).toContain('**How to do Push-ups**');
    for (const step of guide.instructions) expect(answer).toContain(step);
    for (const tip of guide.tips) expect(answer).toContain(tip);
    expect(answer).toContain(
      `You last did Push-ups on ${formatDate(today)} (today) in **Upper Body Blast**: 3 of 3 sets of 12.`,
    );
  });

  it('finds catalogue exercises by name too', async () => {
    const answer = await ask(member, 'what is the proper form for a dumbbell bench press?');
    expect(answer).toContain('**How to do Dumbbell Bench Press**');
    expect(answer).toContain(getExerciseGuide('Dumbbell Bench Press').instructions[0]!);
  });

  it('how is my weight going?', async () => {
    const answer = await ask(member, 'How is my weight going?');
    expect(answer).toContain(`**Weight**: 175.5 lbs on ${formatDate(today)}`);
    expect(answer).toContain('**down 4.5 lbs** since your first entry (180 lbs');
    expect(answer).toContain('over 3 entries');
    expect(answer).toContain('Moving the right way!');
    // Target 165 from the profile: 10.5 to go, in 70 days = 1.1 lbs a week.
    expect(answer).toContain('Target: 165 lbs, **10.5 lbs to lose** by');
    expect(answer).toContain('about 1.1 lbs a week: within the healthy 0.5-2 lbs a week');
  });

  it('waist trend', async () => {
    const answer = await ask(member, "How's my waist measurement changed?");
    expect(answer).toContain('**Waist**: 33 in');
    expect(answer).toContain('**down 1 in** since your first entry (34 in');
  });

  it('my knee hurts: stop, see a professional, the disclaimer, no diagnosis', async () => {
    const answer = await ask(member, 'my knee hurts');
    expect(answer).toContain("I can't diagnose");
    expect(answer).toContain('**Stop** any exercise that causes pain');
    expect(answer).toContain(
      '**See a professional** (a doctor or a physiotherapist) about your knee',
    );
    expect(answer).toContain('/health-disclaimer');
  });

  it('safety takes precedence over any other question', async () => {
    const answer = await ask(member, 'How do I do squats? my back hurts when I do them');
    expect(answer).toContain('**See a professional**');
    expect(answer).not.toContain('**How to do Squats**');
    const urgent = await ask(
      member,
      'I get chest pain and feel faint during burpees, what is my streak',
    );
    expect(urgent).toContain('**Stop exercising now.**');
    expect(urgent).toContain('emergency');
    expect(urgent).not.toContain('streak');
  });

  it('a note that mentions a physio is read back as written, with the safety line only for a symptom', async () => {
    const writer = await registerMember(t.app, { firstName: 'Ana' });
    await t.database.db.insert(notes).values({
      userId: writer.user.id,
      title: 'Physio plan',
      content: 'Face pulls before every upper-body session. No overhead pressing until March.',
    });
    const told = await ask(writer, 'What did my physio tell me to do before upper body sessions?');
    expect(told).toMatch(/^In your note \*\*Physio plan\*\*/);
    expect(told).toContain('Face pulls before every upper-body session');
    expect(told).not.toContain('doctor');
    const hurts = await ask(writer, 'My shoulder hurts, what did my physio note say?');
    expect(hurts).toMatch(/^I'm sorry your shoulder is giving you trouble/);
    expect(hurts).toContain('**See a professional**');
    expect(hurts).toContain('In your note **Physio plan**');
    // Cleared: the question is the workout, with no medical answer.
    const cleared = await ask(writer, 'my physio cleared my shoulder, what should I train today?');
    expect(cleared).toMatch(/^1\. /m);
    expect(cleared).not.toContain('doctor');
  });

  it('a workout with a constraint is the workout, not the constraint: my equipment, minutes, why', async () => {
    const gear = await ask(member, 'Give me a workout I can do with my equipment');
    expect(gear).toMatch(/^(Suggested for today|For your next session \(tomorrow\)): \*\*/);
    expect(gear).toMatch(/^1\. .+\n2\. /m);
    expect(gear).not.toContain('Your equipment:');
    const why = await ask(member, 'what should I lift today and why');
    expect(why).toMatch(/^1\. /m);
    expect(why).toMatch(/Because \*\*.+\*\* fits what you set/);
    const shorter = await ask(member, 'make it 20 minutes', {
      history: [{ role: 'user', content: 'Give me a workout I can do with my equipment' }],
    });
    expect(shorter).toContain('As you asked: 20 minutes');
  });

  it('a swap lists strength lifts for the same muscle with the equipment, and where to make it; "make it shorter" halves the session', async () => {
    const swap = await ask(member, 'swap the dumbbell bench press for something else');
    expect(swap).toMatch(
      /^Instead of \*\*Dumbbell Bench Press\*\* \(chest\), with your equipment:/,
    );
    expect(swap).toContain('**Push-ups** (chest)');
    expect(swap).not.toContain('Burpees');
    expect(swap).toContain('press **Swap** on the exercise');
    const shorter = await ask(member, 'make it shorter', {
      history: [{ role: 'user', content: 'What should I train today?' }],
    });
    expect(shorter).toContain('As you asked: shorter, 30 minutes');
    expect(shorter).toMatch(/about (2[7-9]|3[0-3]) minutes/);
  });

  it('last workouts: titles, dates, exercises, completed or not', async () => {
    const answer = await ask(member, 'What were my recent workouts?');
    expect(answer).toContain(
      `**Upper Body Blast**: ${formatDate(today)} (today), 25 min, completed ✅`,
    );
    expect(answer).toContain(`**Leg Day**: ${formatDate(addDays(today, -1))} (yesterday), 40 min`);
    expect(answer).toContain('Squats, Lunges, Bodyweight Squat, Single Leg Glute Bridge');
    expect(answer).toContain(
      `**Cardio Burn**: ${formatDate(addDays(today, -5))} (5 days ago), 10 min, not completed`,
    );
    const yesterday = await ask(member, 'What did I do yesterday?');
    expect(yesterday).toContain('Yesterday you logged');
    expect(yesterday).toContain('**Leg Day**');
    expect(yesterday).not.toContain('Upper Body Blast');
  });

  it('goals: targets, plan and this week from the profile', async () => {
    const answer = await ask(member, 'Am I on track for my goals?');
    expect(answer).toContain('Your goals: **Lose Weight**, **Build Muscle** (Intermediate level)');
    expect(answer).toContain('Plan: 4 days a week, 60 minutes a session, with Dumbbells, Bench');
    expect(answer).toContain(`Weight now: **175.5 lbs** (logged ${formatDate(today)})`);
    expect(answer).toContain('**10.5 lbs to lose**');
  });

  it('what to train today: knows what was done today and yesterday', async () => {
    const answer = await ask(member, 'What should I train today?');
    expect(answer).toContain("You've already completed **Upper Body Blast** today");
    expect(answer).toMatch(/For your next session \(tomorrow\): \*\*.+\*\*/);
    expect(answer).toMatch(/\n1\. .+: \d × /);
    // The block's session for the day, said with where the member is in the block.
    expect(answer).toMatch(/about \d+ minutes in week \d of \d of your block/);
    expect(answer).toContain('/workout');
    // Same message, same answer.
    expect(await ask(member, 'What should I train today?')).toBe(answer);
  });

  it('what to train today, the day after: rests what was trained yesterday', async () => {
    // Tomorrow (a member ahead of UTC): today's upper-body workout was "yesterday".
    const tomorrow = addDays(today, 1);
    const answer = await coach.reply(
      coachRequest(member.user.id, 'what should i do today?', { today: tomorrow }),
      createCoachData(t.database, member.user.id, { today: tomorrow }),
    );
    expect(answer).toMatch(/Yesterday you trained \*\*Upper Body Blast\*\* \(mostly [a-z, ]+\)/);
    expect(answer).toContain('chest');
    // The suggestion comes from the generator, which rests the same muscles Flex named.
    const suggestion = /Suggested for today: \*\*.+\*\*(?: \(([^)]*)\))?/.exec(answer);
    expect(suggestion).not.toBeNull();
    for (const rested of ['chest', 'triceps', 'lats']) {
      expect(suggestion?.[1] ?? '').not.toContain(rested);
    }
  });

  it('motivation is tied to the streak and the goal', async () => {
    const answer = await ask(member, "I'm not motivated today");
    expect(answer).toContain(`**${SEEDED.currentStreak} days in a row**: good consistency`);
    expect(answer).toContain('**down 4.5 lbs** since your first weigh-in');
    expect(answer).toContain('**Lose Weight**');
  });

  it('saved workouts: none yet, and the free tier cannot save', async () => {
    const free = await ask(member, 'show my saved workouts');
    expect(free).toContain('Saving workouts is available on the Basic plan and above');
    const basic = await ask(member, 'show my saved workouts', { tier: 'basic' });
    expect(basic).toContain("You haven't saved any workouts yet");
    expect(basic).toContain('up to 5');
  });

  it('muscle groups: exercises that fit the equipment', async () => {
    const answer = await ask(member, 'good exercises to build my chest?');
    expect(answer).toContain('Good chest exercises for you (Intermediate, with Dumbbells, Bench)');
    expect(answer).toContain('**Push-ups**');
  });

  it('an unclear message says plainly what Flex can and cannot do, without figures', async () => {
    const answer = await ask(member, 'purple elephants');
    expect(answer).toMatch(
      /^I can't help with that one, Jordan\. I answer from your own FlexCoach data/,
    );
    expect(answer).not.toMatch(/\d+ workouts|streak is/);
    expect(answer).toContain('How do I do lunges?');
    const help = await ask(member, 'what can you do?');
    expect(help).toContain(`You've completed **${SEEDED.totalWorkouts} workouts** so far`);
  });

  it('follow-up questions use the history for "them"', async () => {
    const answer = await ask(member, 'how do I do them properly?', {
      history: [
        { role: 'user', content: 'I want to add lunges to my routine' },
        { role: 'assistant', content: 'Great choice.' },
      ],
    });
    expect(answer).toContain('**How to do Lunges**');
  });

  it('how many push-ups: the history of that exercise, not the guide', async () => {
    const answer = await ask(member, 'How many push-ups have I done?');
    // Push-ups in Upper Body Blast (3 sets of 12) and both Full Body Starters (3 sets each).
    expect(answer).toContain("You've done **Push-ups** in **3 workouts**: **9 sets** completed");
    expect(answer).toContain(
      `Last time: ${formatDate(today)} (today) in **Upper Body Blast**, 3 of 3 sets of 12.`,
    );
    expect(answer).not.toContain('How to do');
  });

  it('answers several questions in one message', async () => {
    const answer = await ask(member, "What's my streak and how is my weight going?");
    expect(answer).toContain('**3 days**');
    expect(answer).toContain('**down 4.5 lbs**');
  });
});

describe('built-in coach: streak edge cases', () => {
  async function memberWithDays(offsets: number[]): Promise<Member> {
    const someone = await registerMember(t.app, { firstName: 'Casey' });
    for (const offset of offsets) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/workouts',
        headers: { cookie: someone.cookie },
        payload: {
          title: 'Quick Session',
          exercises: [{ name: 'Squats', reps: '10-12' }],
          duration: 900,
          completed: true,
          date: addDays(today, offset),
        },
      });
      expect(res.statusCode).toBe(201);
    }
    return someone;
  }

  it('a current streak shorter than the longest says how many days beat it', async () => {
    const casey = await memberWithDays([-10, -9, -8, -7, -6, -1, 0]);
    const answer = await ask(casey, 'streak?');
    expect(answer).toContain('Your current streak is **2 days**');
    expect(answer).toContain('Train tomorrow to make it 3 days.');
    expect(answer).toContain('Your longest streak is **5 days**: 4 days more to beat it.');
  });

  it('trained up to yesterday: the streak is 0 today, and a workout today continues the run', async () => {
    const casey = await memberWithDays([-3, -2, -1]);
    const answer = await ask(casey, 'what is my streak');
    expect(answer).toContain('Your current streak is **0 days**');
    expect(answer).toContain('Complete a workout today to make it **4 days**.');
    const lapsed = await memberWithDays([-6]);
    expect(await ask(lapsed, 'what is my streak')).toContain(
      `your last completed workout was on ${formatDate(addDays(today, -6))} (6 days ago)`,
    );
  });
});

describe('built-in coach: a new member with no data', () => {
  it('streak and totals say there is nothing yet and point to /workout', async () => {
    const streak = await ask(newcomer, "What's my streak?");
    expect(streak).toContain("You haven't completed a workout yet, so your streak is **0 days**");
    expect(streak).toContain('/workout');
    const totals = await ask(newcomer, 'How many workouts have I done?');
    expect(totals).toContain("You haven't completed any workouts yet, Sam.");
    expect(totals).toContain('/workout');
  });

  it('recent workouts, weight and motivation without data', async () => {
    expect(await ask(newcomer, 'what was my last workout?')).toContain(
      "You haven't logged any workouts yet. Start one at /workout",
    );
    const weight = await ask(newcomer, 'How is my weight going?');
    expect(weight).toContain(
      "You haven't logged a weight at /measurements yet; your profile says **200 lbs**",
    );
    expect(weight).toContain('Target: 190 lbs, **10 lbs to lose**');
    expect(await ask(newcomer, 'motivate me')).toContain('Every streak starts with day one, Sam.');
    const plan = await ask(newcomer, 'What should I train today?');
    expect(plan).toContain('This will be your first workout');
    expect(plan).toMatch(/\n1\. /);
  });

  it('the help mentions that there is no workout yet', async () => {
    const answer = await ask(newcomer, 'hello');
    expect(answer).toContain('Hi Sam!');
    expect(answer).toContain(
      "You haven't completed a workout yet: start your first one at /workout.",
    );
  });
});

describe('built-in coach: lifts, records and constraints', () => {
  let lifter: Member;
  beforeAll(async () => {
    lifter = await registerMember(t.app, {
      units: 'metric',
      currentWeight: 80,
      targetWeight: 75,
      equipment: ['full-gym'],
    });
    const log = (date: string, bench: number, squat: number, effort?: 'hard') =>
      t.app.inject({
        method: 'POST',
        url: '/api/workouts',
        headers: { cookie: lifter.cookie },
        payload: {
          title: 'Strength',
          date,
          duration: 2400,
          completed: true,
          exercises: [
            {
              name: 'Dumbbell Bench Press',
              reps: '8-12',
              loadType: 'dumbbell',
              completedSets: 2,
              performedSets: [
                { reps: 12, weight: bench },
                { reps: 10, weight: bench },
              ],
            },
            {
              name: 'Barbell Squat',
              reps: '6-10',
              loadType: 'barbell',
              completedSets: 2,
              performedSets: [
                { reps: 8, weight: squat },
                { reps: 7, weight: squat },
              ],
              ...(effort ? { effort } : {}),
            },
          ],
        },
      });
    expect((await log(addDays(today, -5), 24, 70)).statusCode).toBe(201);
    expect((await log(addDays(today, -2), 22, 60, 'hard')).statusCode).toBe(201);
  });

  it('what did I lift on squats last time? names the sets, loads and date in the member unit', async () => {
    const answer = await ask(lifter, 'What did I lift on squats last time?');
    expect(answer).toBe(
      `Last time: **Barbell Squat** on ${formatDate(addDays(today, -2))} (2 days ago): 8 × 60 kg, 7 × 60 kg. You rated it hard.`,
    );
  });

  it("what's my best bench? gives the records, not the last session", async () => {
    const answer = await ask(lifter, "What's my best bench?");
    expect(answer).toContain('**Dumbbell Bench Press**: heaviest **24 kg**');
    expect(answer).toContain('best estimated 1RM **33.6 kg**'); // 24 × (1 + 12/30)
    expect(answer).toContain('most reps in a set **12**');
  });

  it("what's my best bench? counts the whole history, not only the newest 100 workouts", async () => {
    const veteran = await registerMember(t.app, { units: 'metric' });
    // 120 sessions over 240 days: the heaviest bench (100 lb = 45.36 kg) is the oldest of them.
    await t.database.db.insert(workouts).values(
      Array.from({ length: 120 }, (_, i) => ({
        userId: veteran.user.id,
        title: 'Push',
        duration: 2400,
        completed: true,
        date: addDays(today, -240 + i * 2),
        exercises: [
          {
            name: 'Barbell Bench Press',
            sets: 1,
            reps: '5',
            rest: '120',
            loadType: 'barbell' as const,
            performedSets: [{ reps: 5, weight: i === 0 ? 100 : 80 }],
          },
        ],
      })),
    );
    const answer = await ask(veteran, "What's my best bench?");
    expect(answer).toMatch(/^Your best: \*\*Barbell Bench Press\*\*: heaviest \*\*45\.36 kg\*\* /);
    expect(answer).toContain(`(${formatDate(addDays(today, -240))} (`);
    expect(answer).toContain('best estimated 1RM **52.9 kg**'); // 100 lb × (1 + 5/30)
    expect(answer).not.toContain('in your last');
  });

  it('how do I progress next session? gives each lift its next load from the engine', async () => {
    const answer = await ask(lifter, 'How do I progress next session?');
    expect(answer).toMatch(/^Next time:/);
    expect(answer).toContain(
      '- Dumbbell Bench Press: 22 kg again, aim for 11 reps a set (12, 10 last time).',
    );
    expect(answer).toContain(
      '- Barbell Squat: 60 kg again, aim for 8 reps a set (8, 7 last time).',
    );
    const bench = await ask(lifter, 'What weight should I use for bench?');
    expect(bench).toContain('Dumbbell Bench Press');
    expect(bench).not.toContain('Barbell Squat');
  });

  it('progression from a history without loads: reps and seconds from the engine, and what to log for loads', async () => {
    const home = await registerMember(t.app, { units: 'metric', equipment: ['resistance-bands'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/workouts',
      headers: { cookie: home.cookie },
      payload: {
        title: 'Home',
        date: addDays(today, -2),
        duration: 1800,
        completed: true,
        exercises: [
          {
            name: 'Push-ups',
            reps: '8-12',
            completedSets: 3,
            performedSets: [{ reps: 12 }, { reps: 12 }, { reps: 12 }],
          },
          {
            name: 'Plank',
            duration: '40 seconds',
            completedSets: 3,
            performedSets: [{ seconds: 40 }, { seconds: 40 }, { seconds: 40 }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const answer = await ask(home, 'What should I do next session to progress?');
    expect(answer).toContain('- Push-ups: 10-14 reps, up from 8-12 after 3 × 12 last time.');
    expect(answer).toContain('- Plank: 45 seconds, up from 40 seconds after 3 × 40 s last time.');
    expect(answer).toContain("For load advice, log each set's weight (or band)");
    expect(answer).not.toMatch(/^I need/);
    const plank = await ask(home, 'how do i progress my plank');
    expect(plank).toContain('Plank: 45 seconds');
    expect(plank).not.toContain('Push-ups');
  });

  it('a lift never logged is said plainly', async () => {
    const answer = await ask(lifter, 'What is my best deadlift?');
    expect(answer).toContain("You haven't logged any sets of deadlift yet");
  });

  it('give me a 20-minute workout with dumbbells: respects the time and the equipment', async () => {
    const answer = await ask(lifter, 'Give me a 20-minute workout with dumbbells');
    // The workout is the answer: it comes first, with what was asked.
    expect(answer).toMatch(/^(Suggested for today|For your next session \(tomorrow\)): \*\*/);
    expect(answer).toContain('As you asked: 20 minutes, with dumbbells:');
    const minutes = Number(/about (\d+) minutes/.exec(answer)?.[1]);
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(26);
    expect(answer).not.toMatch(/Barbell|Machine|Cable|Kettlebell/);
  });

  it('no barbell today: the day of the block without it, said against the block', async () => {
    const answer = await ask(lifter, 'No barbell today, the rack is taken');
    expect(answer).toMatch(/^(Suggested for today|For your next session \(tomorrow\)): \*\*/);
    expect(answer).toContain('As you asked: without barbell:');
    const list = answer.slice(0, answer.indexOf('Without the barbell today'));
    expect(list).not.toMatch(/\d\. (Barbell|[\w ]*Barbell)/);
    expect(answer).toMatch(/Without the barbell today: .+ in place of .+, for today only/);
  });

  it('reads equipment left out apart from equipment asked for', () => {
    expect(slotsOf('no barbell today').equipment).toBeNull();
    expect(slotsOf('no barbell today').without).toEqual(['barbell']);
    expect(slotsOf('a workout with dumbbells but no bench').equipment).toEqual(['dumbbells']);
    expect(slotsOf('a workout with dumbbells but no bench').without).toEqual(['bench']);
    expect(slotsOf('the cables are busy').without).toEqual(['full-gym']);
    expect(slotsOf('a bench press workout').without).toBeNull();
  });
});

describe('built-in coach: answers from the training block', () => {
  it("what's my plan this week? the block's week, each day's lifts, not the subscription", async () => {
    const answer = await ask(member, "What's my plan this week?");
    expect(answer).toMatch(/^\*\*Week 1 of 5\*\* of your block \(Full body, 3 days a week\)/);
    expect(answer).toContain('**Full Body A**');
    expect(answer).toContain('**Full Body B**');
    expect(answer).not.toContain('Flex Credits');
  });

  it('why am I doing squats? its day in the block and the reason for the lift', async () => {
    const answer = await ask(member, 'Why am I doing squats?');
    expect(answer).toMatch(/^\*\*Dumbbell Squat\*\* is on \*\*Full Body A\*\* every week/);
    expect(answer).toContain('It is your squat lift: A loaded squat is the lower body main lift');
  });

  it('how many sets of chest did I do this week? done and planned, from the week strip', async () => {
    const week = await createCoachData(t.database, member.user.id).weekPlan();
    const chest = week.volume.find((v) => v.muscle === 'chest')!;
    const answer = await ask(member, 'How many sets of chest did I do this week?');
    expect(answer).toContain(
      `This week you've done **${chest.done} hard ${chest.done === 1 ? 'set' : 'sets'} for chest** of the ${chest.planned} your plan has for it (Week 1 of 5).`,
    );
  });

  it('only 30 minutes today: the day of the block, shortened, on the plan the strip shows', async () => {
    const answer = await ask(member, 'Only 30 minutes today');
    expect(answer).toContain('As you asked: 30 minutes');
    // The free plan trains 3 days: full body, as on the strip (not a 4-day split).
    expect(answer).toMatch(/\*\*Full-Body [\w ]+\*\*/);
    // The member trained today, so the session is tomorrow: on a Sunday (UTC), that is the first
    // day of the block's next week (weeks start on Monday).
    const week = new Date().getUTCDay() === 0 ? 2 : 1;
    expect(answer).toContain('For your next session (tomorrow)');
    expect(answer).toMatch(new RegExp(`in week ${week} of 5 of your block \\(Full Body [AB]\\)`));
  });
});
