import { clsx } from 'clsx';
import { Gift, Star } from 'lucide-react';
import { CREDIT_PACKS, type CreditPackId } from '#common/constants.ts';
import { formatCents } from '#common/money.ts';
import { Button } from '#web/components/ui/button.tsx';

/** One card per credit pack: credits, bonus, price and Buy. */
export function CreditPackCards({ onChoose }: { onChoose: (pack: CreditPackId) => void }) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-3">
      {CREDIT_PACKS.map((p) => (
        <li
          key={p.id}
          aria-label={`${p.name} pack`}
          className={clsx(
            'relative flex flex-col rounded-2xl border bg-card p-5',
            p.popular ? 'border-primary shadow-md' : 'border-border',
          )}
        >
          {p.popular ? (
            <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
              <Star className="size-3 fill-current" aria-hidden="true" />
              Best Value
            </span>
          ) : null}
          <h2 className="text-lg font-bold">{p.name}</h2>
          <p className="mt-2 text-3xl font-extrabold">{p.credits} credits</p>
          {p.bonus > 0 ? (
            <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-success">
              <Gift className="size-4" aria-hidden="true" />
              Includes {p.bonus} bonus credits
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">No bonus</p>
          )}
          <p className="mt-4 flex-1 text-xl font-bold">{formatCents(p.priceCents)}</p>
          <Button
            className="mt-4 w-full"
            variant={p.popular ? 'default' : 'outline'}
            onClick={() => onChoose(p.id)}
          >
            Buy {p.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
