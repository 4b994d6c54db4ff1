import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { sanitizePostHtml } from './blog-sanitize.ts';

type SeedPost = Omit<
  typeof blogPosts.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'published' | 'publishedAt'
>;

/** Three starter posts (one per category) so a new install does not open on an empty blog. */
export const STARTER_POSTS: readonly SeedPost[] = [
  {
    slug: 'progressive-overload-for-beginners',
    title: 'Progressive Overload: How to Keep Getting Stronger',
    excerpt:
      'Your body adapts to what you ask of it. Learn the simple rule behind steady strength gains and four practical ways to apply it to every workout.',
    author: 'Coach Maya',
    authorRole: 'Certified Personal Trainer',
    category: 'Training',
    tags: ['strength', 'beginners', 'programming'],
    readTime: 4,
    content: `
<p>If you have ever repeated the same workout for months and wondered why the results stopped, you have met the principle that drives all strength training: <strong>your body adapts to the demands you place on it, and then it stops adapting unless the demand changes</strong>. Coaches call the answer progressive overload. It sounds technical, but the idea is simple: do a little more, over time, in a way your body can recover from.</p>
<h2>What progressive overload really means</h2>
<p>Muscles, tendons and your nervous system respond to a challenge by becoming more capable of meeting it. Once a workout no longer feels challenging, it has done its job and has become maintenance. To keep improving, you need to nudge the challenge upward in small, repeatable steps. The key word is <em>small</em>: big jumps invite poor form, stalled progress and injury.</p>
<h2>Four ways to add challenge</h2>
<ul>
<li><strong>Add repetitions.</strong> If your plan says 8 to 12 reps, stay at the same weight until you can complete 12 clean reps on every set, then move on.</li>
<li><strong>Add load.</strong> After you reach the top of your rep range, increase the weight by the smallest step available and start again at the bottom of the range.</li>
<li><strong>Add sets.</strong> Going from two to three working sets of an exercise is a meaningful increase in total work, especially for beginners.</li>
<li><strong>Improve control.</strong> Slowing the lowering phase, pausing at the bottom or using a fuller range of motion all make the same weight harder without touching the dumbbells.</li>
</ul>
<p>Pick one of these at a time. Changing everything at once makes it impossible to tell what is working.</p>
<h2>Track it or it did not happen</h2>
<p>You cannot progress what you do not measure. Write down the exercise, the weight, the reps and how hard the last set felt. A simple note such as “goblet squat, 20 lb, 3 x 10, last set hard” is enough. Before your next session, look at the numbers and decide where the small step will come from. Logging your workouts in FlexCoach does this bookkeeping for you and keeps your history in one place.</p>
<h2>Recovery is part of the plan</h2>
<p>Training is the stimulus; recovery is where the adaptation happens. Sleep, enough protein and rest days are not optional extras. If your numbers go backwards for more than a week or two, or everything feels heavier than usual, the answer is usually more recovery rather than more effort. Take a lighter week, then build back up.</p>
<h2>Form first, always</h2>
<p>Progress only counts if the movement stays the same. A heavier squat with half the depth is not progress; it is a different, easier exercise. Film a set now and then, or ask a coach to check your technique. When your form starts to break down, that is the signal to hold the weight where it is.</p>
<h2>A simple four-week example</h2>
<p>Say you can do three sets of eight push-ups. In week one, aim for three sets of nine. In week two, three sets of ten. In week three, add a fourth set. In week four, try a slower lowering phase. None of those steps is dramatic, yet a month later you are doing far more work than when you started. Keep repeating that pattern and strength follows.</p>
<p>Consistency beats intensity. Small steps, written down and repeated week after week, will take you further than any single heroic workout.</p>
`,
  },
  {
    slug: 'building-a-balanced-plate',
    title: 'Building a Balanced Plate Without Counting Every Calorie',
    excerpt:
      'A practical way to put together meals that support your training: protein, vegetables, smart carbohydrates and healthy fats, without a spreadsheet at every meal.',
    author: 'Coach Daniel',
    authorRole: 'Nutrition Coach',
    category: 'Nutrition',
    tags: ['nutrition', 'meal planning', 'protein'],
    readTime: 4,
    content: `
<p>Good nutrition does not have to mean weighing every bite. Tracking is a useful tool when you want precision, but most people get most of the benefit from a few reliable habits. The simplest of them is learning to build a balanced plate. Once it becomes automatic, every meal quietly supports your training, your energy and your goals.</p>
<h2>Start with protein</h2>
<p>Protein provides the building blocks your muscles use to repair and grow after training, and it helps you feel full. Make it the anchor of every meal: a palm-sized portion of chicken, fish, eggs, tofu, tempeh, lean beef, Greek yogurt, cottage cheese or legumes. If you train hard or are trying to lose fat while keeping muscle, a second portion is often a good idea.</p>
<h2>Fill half the plate with vegetables</h2>
<p>Vegetables bring fibre, vitamins, minerals and volume for very few calories. Aim for half of your plate, and vary the colours through the week: leafy greens, peppers, carrots, broccoli, tomatoes, beans, whatever you enjoy and will actually eat. Frozen vegetables count and are often the most convenient option on a busy evening.</p>
<h2>Add smart carbohydrates</h2>
<p>Carbohydrates are the main fuel for hard training. A cupped handful of whole grains, potatoes, rice, oats, fruit or legumes per meal is a good starting point. Eat a little more around your workouts and on your most active days, and a little less on rest days if your goal is fat loss. Whole, minimally processed sources keep you fuller for longer than refined ones.</p>
<h2>Include some healthy fat</h2>
<p>Fats support hormones and help you absorb certain vitamins. A thumb-sized portion of olive oil, nuts, seeds, avocado or cheese is plenty for most meals. Fats are calorie dense, so this is the part of the plate where portions quietly creep up; a little goes a long way.</p>
<h2>Do not forget to drink</h2>
<p>Water needs vary with body size, climate and activity, but most people do better with a glass of water at each meal and a bottle nearby during the day. Pale yellow urine is a simple sign you are drinking enough. Logging your water intake for a week is an easy way to see where you stand.</p>
<h2>Adjust the plate to your goal</h2>
<ul>
<li><strong>Losing fat:</strong> keep the protein and vegetables, trim the carbohydrate and fat portions slightly, and watch liquid calories.</li>
<li><strong>Building muscle:</strong> keep the plate the same and add an extra portion of carbohydrates or a protein-rich snack each day.</li>
<li><strong>Maintaining:</strong> use the plate as described and let your appetite guide the portions.</li>
</ul>
<h2>When tracking helps</h2>
<p>If progress stalls for several weeks, a short period of logging what you eat is a great reality check. Many people discover that portions, snacks or drinks are larger than they thought. FlexCoach's nutrition log lets you record calories, protein, carbohydrates, fats and water for the day and flags totals that do not add up, so a week or two of tracking gives you a clear picture.</p>
<p>Balanced eating is not about perfection. Build most meals around the plate, enjoy the rest without guilt, and let consistency do the heavy lifting.</p>
`,
  },
  {
    slug: 'sleep-and-recovery-basics',
    title: 'Sleep and Recovery: The Training Partner You Are Ignoring',
    excerpt:
      'Workouts break you down; recovery builds you back up. Simple, realistic habits for better sleep, smarter rest days and knowing when to ease off.',
    author: 'Coach Priya',
    authorRole: 'Wellness Coach',
    category: 'Wellness',
    tags: ['recovery', 'sleep', 'wellness'],
    readTime: 4,
    content: `
<p>It is easy to think of progress as something that happens in the gym. In reality, training is only the signal. The actual changes, stronger muscles, better endurance and sharper movement, happen afterwards, while you rest. If recovery is poor, even a perfect programme will stall. The good news is that the basics of recovery are free and within your control.</p>
<h2>Protect your sleep</h2>
<p>Sleep is the most powerful recovery tool you have. Most adults need somewhere between seven and nine hours, and people who train regularly tend to feel the difference quickly when they fall short. A few habits make good sleep far more likely:</p>
<ul>
<li><strong>Keep a regular schedule.</strong> Going to bed and getting up at roughly the same time every day, weekends included, steadies your body clock.</li>
<li><strong>Make the room dark, quiet and cool.</strong> Blackout curtains, an eye mask or earplugs are inexpensive upgrades.</li>
<li><strong>Dim the screens.</strong> Put the phone away for the last half hour before bed and choose something calm instead.</li>
<li><strong>Watch late caffeine and big meals.</strong> Both can keep you awake or make your sleep lighter.</li>
</ul>
<h2>Plan your rest days</h2>
<p>Rest days are not a sign of low motivation; they are part of a well-designed plan. Spread hard sessions through the week so the same muscles are not trained intensely on consecutive days. On rest days, gentle movement such as walking, easy cycling, mobility work or yoga often leaves you feeling better than doing nothing at all.</p>
<h2>Listen to the warning signs</h2>
<p>Your body tells you when recovery is falling behind. Watch for:</p>
<ul>
<li>Performance dropping for more than a week or two despite consistent effort.</li>
<li>Persistent soreness, heavy legs or aches that do not fade.</li>
<li>Poor sleep, low mood, irritability or a lack of motivation to train.</li>
<li>Getting ill more often than usual.</li>
</ul>
<p>If several of these show up together, ease off for a few days or take a lighter week. Coming back fresh almost always beats grinding through fatigue. If symptoms persist, or you feel pain rather than normal training soreness, check in with a healthcare professional.</p>
<h2>Manage everyday stress</h2>
<p>Your body does not separate training stress from work deadlines, family pressures or a long commute. On especially stressful weeks, it is smart to train a little lighter. Short breathing exercises, time outdoors and time with people you enjoy all help bring your stress levels down.</p>
<h2>Eat and drink for recovery</h2>
<p>Recovery needs raw materials. Spread protein across your meals, include carbohydrates to refill your energy stores after hard sessions, and drink enough water through the day. A balanced meal within a few hours of training covers most people's needs.</p>
<h2>Make it a habit</h2>
<p>Pick one recovery habit to work on this week, such as a consistent bedtime or a walk on rest days, and keep it going until it feels automatic. Then add the next one. Recovery is not glamorous, but it is what turns your hard work into results.</p>
`,
  },
];

/**
 * Inserts the starter posts on first start. Idempotent: a slug that already exists (kept,
 * edited or re-used by an admin) is left alone.
 */
export async function seedBlogPosts(db: Db): Promise<void> {
  // Every start after the first finds them: one small read, no sanitising.
  const existing = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      inArray(
        blogPosts.slug,
        STARTER_POSTS.map((post) => post.slug),
      ),
    );
  if (existing.length === STARTER_POSTS.length) return;
  const now = new Date();
  const contents = await Promise.all(STARTER_POSTS.map((post) => sanitizePostHtml(post.content)));
  await db
    .insert(blogPosts)
    .values(
      STARTER_POSTS.map((post, index) => ({
        ...post,
        content: contents[index]!,
        published: true,
        // A second apart, so "newest first" has a stable order.
        publishedAt: new Date(now.getTime() - index * 1000),
      })),
    )
    .onConflictDoNothing({ target: blogPosts.slug });
}
