export interface Quote {
  text: string;
  author: string;
}

/** Real quotes with their usual attribution; one a day, chosen by the day of the year. */
export const QUOTES: readonly Quote[] = [
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    author: 'Will Durant',
  },
  {
    text: 'Strength does not come from physical capacity. It comes from an indomitable will.',
    author: 'Mahatma Gandhi',
  },
  {
    text: 'A journey of a thousand miles begins with a single step.',
    author: 'Lao Tzu',
  },
  {
    text: "You miss 100% of the shots you don't take.",
    author: 'Wayne Gretzky',
  },
  {
    text: 'Physical fitness is not only one of the most important keys to a healthy body, it is the basis of dynamic and creative intellectual activity.',
    author: 'John F. Kennedy',
  },
  {
    text: 'Motivation is what gets you started. Habit is what keeps you going.',
    author: 'Jim Ryun',
  },
  {
    text: "I hated every minute of training, but I said, 'Don't quit. Suffer now and live the rest of your life as a champion.'",
    author: 'Muhammad Ali',
  },
  {
    text: "Take care of your body. It's the only place you have to live.",
    author: 'Jim Rohn',
  },
  {
    text: 'The only way of discovering the limits of the possible is to venture a little way past them into the impossible.',
    author: 'Arthur C. Clarke',
  },
  {
    text: 'Champions keep playing until they get it right.',
    author: 'Billie Jean King',
  },
  {
    text: "Exercise is king. Nutrition is queen. Put them together and you've got a kingdom.",
    author: 'Jack LaLanne',
  },
  {
    text: 'Fall seven times, stand up eight.',
    author: 'Japanese proverb',
  },
];

/** 1 on January 1st (local time). */
export function dayOfYear(date: Date): number {
  const start = new Date(date.getFullYear(), 0, 0);
  const diff =
    date.getTime() -
    start.getTime() +
    (start.getTimezoneOffset() - date.getTimezoneOffset()) * 60_000;
  return Math.floor(diff / 86_400_000);
}

/** The quote of the day: the same all day, a different one the next day. */
export function quoteOfTheDay(date: Date = new Date()): Quote {
  return QUOTES[dayOfYear(date) % QUOTES.length]!;
}
