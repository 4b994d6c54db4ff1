import { clsx } from 'clsx';
import { Quote as QuoteIcon } from 'lucide-react';
import type { Tier } from '#common/constants.ts';
import { quoteOfTheDay } from '../lib/quotes.ts';

/** Card colours per plan; every pair keeps AA contrast for the text on it. */
const QUOTE_CARD_CLASSES: Record<Tier, string> = {
  free: 'bg-secondary text-secondary-foreground',
  basic: 'bg-primary text-primary-foreground',
  pro: 'bg-linear-to-br from-violet-700 to-fuchsia-800 text-white',
  premium: 'bg-linear-to-br from-amber-200 to-yellow-300 text-ink',
};

/** The quote of the day, coloured by the member's plan. */
export function QuoteCard({ tier }: { tier: Tier }) {
  const quote = quoteOfTheDay();
  return (
    <figure className={clsx('rounded-2xl p-6 shadow-sm sm:p-8', QUOTE_CARD_CLASSES[tier])}>
      <QuoteIcon className="size-7 opacity-70" aria-hidden="true" />
      <blockquote className="mt-3 text-lg leading-snug font-semibold text-balance sm:text-xl">
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="mt-3 text-sm font-medium opacity-90">— {quote.author}</figcaption>
    </figure>
  );
}
