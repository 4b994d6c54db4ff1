import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { SettingsCard } from './settings-card.tsx';

/** Flex Credits (free plan): the balance and where to buy more. */
export function FlexCreditsCard({ credits }: { credits: number }) {
  return (
    <SettingsCard title="Flex Credits" icon={Coins}>
      <p>
        You have{' '}
        <strong>
          {credits} Flex {credits === 1 ? 'Credit' : 'Credits'}
        </strong>
        . One credit is one conversation with Flex; credits never expire.
      </p>
      <Link
        to="/buy-credits"
        className={`${buttonVariants({ size: 'sm', variant: 'outline' })} mt-4`}
      >
        Buy Credits
      </Link>
    </SettingsCard>
  );
}
