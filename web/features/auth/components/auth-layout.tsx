import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageLayout } from '#web/components/page-layout.tsx';

/** A centred card on a soft brand backdrop, shared by the sign-in and password pages. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <PageLayout footer={false} className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,rgba(79,70,229,0.14),transparent)]"
      />
      <div className={`mx-auto w-full px-4 py-8 sm:py-14 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="mb-6 space-y-2">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
            {description ? (
              <div className="text-sm text-muted-foreground">{description}</div>
            ) : null}
          </div>
          {children}
        </div>
        {footer ? (
          <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
        ) : null}
      </div>
    </PageLayout>
  );
}

/** A result page's title with its icon in a tinted square ("Check Your Email", "... Successful"). */
export function IconTitle({
  icon: Icon,
  tint,
  children,
}: {
  icon: LucideIcon;
  /** Background and colour classes of the square. */
  tint: string;
  children: ReactNode;
}) {
  return (
    <span className="flex items-center gap-3">
      <span className={`flex size-10 items-center justify-center rounded-xl ${tint}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {children}
    </span>
  );
}
