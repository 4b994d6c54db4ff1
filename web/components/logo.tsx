import { clsx } from 'clsx';
import { Link } from './links.tsx';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0b0b14" />
      <rect
        x="0.5"
        y="0.5"
        width="31"
        height="31"
        rx="7.5"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.14"
      />
      <path d="M18.5 5 9 18h6l-1.5 9L23 14h-6l1.5-9z" fill="#c5f135" />
    </svg>
  );
}

/** The FlexCoach wordmark, linking home. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Link
      to="/"
      aria-label="FlexCoach home"
      className="inline-flex shrink-0 items-center gap-2 rounded-lg text-base font-extrabold tracking-tight min-[400px]:text-lg"
    >
      <LogoMark />
      <span className={`max-[339px]:sr-only ${tone === 'dark' ? 'text-white' : 'text-foreground'}`}>
        Flex<span className={tone === 'dark' ? 'text-accent' : 'text-primary'}>Coach</span>
      </span>
    </Link>
  );
}
