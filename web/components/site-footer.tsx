import { Link } from './links.tsx';
import { Logo } from './logo.tsx';

export const POLICY_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/health-disclaimer', label: 'Health Disclaimer' },
  { to: '/cancellation-policy', label: 'Cancellation Policy' },
  { to: '/payment-policy', label: 'Payment Policy' },
  { to: '/flex-credits-policy', label: 'Flex Credits Policy' },
  { to: '/affiliate-policy', label: 'Affiliate Policy' },
] as const;

const PRODUCT_LINKS = [
  { to: '/onboarding', label: 'Create Account' },
  { to: '/login', label: 'Member Login' },
  { to: '/flex', label: 'Flex AI Coach' },
  { to: '/blog', label: 'Blog' },
  { to: '/forgot-password', label: 'Forgot Password' },
] as const;

const linkClass = 'rounded text-sm text-ink-muted transition-colors hover:text-white';

export function SiteFooter() {
  return (
    <footer className="bg-ink text-white [--color-ring:var(--color-accent)]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.3fr_1fr_1.6fr]">
        <div className="max-w-xs">
          <Logo tone="dark" />
          <p className="mt-4 text-sm leading-relaxed text-ink-muted">
            Personalized workouts and an AI coach that keeps you moving, one session at a time.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-xs font-semibold tracking-widest text-white uppercase">Product</h2>
          <ul className="mt-4 space-y-3">
            {PRODUCT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-xs font-semibold tracking-widest text-white uppercase">Legal</h2>
          <ul className="mt-4 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-ink-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-ink-muted sm:px-6 md:flex-row md:justify-between">
          <p>© {new Date().getFullYear()} FlexCoach. All rights reserved.</p>
          <p>
            FlexCoach is not medical advice. Consult a physician before starting a new exercise
            program.
          </p>
        </div>
      </div>
    </footer>
  );
}
