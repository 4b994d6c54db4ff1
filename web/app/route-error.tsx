import { Component, type ReactNode } from 'react';
import { PAGE_PENDING_PROPS } from '#common/page-shell.ts';

const button =
  'inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold transition-colors';

/** Shown when a page fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be loaded. Check your connection and try again.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className={`${button} bg-primary text-primary-foreground hover:bg-primary-hover`}
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
        <a href="/" className={`${button} border border-input bg-card hover:bg-muted`}>
          Back to Home
        </a>
      </div>
    </main>
  );
}

/**
 * Catches a page that fails to load or render and shows `RouteError`. Moving to another path
 * (`resetKey`) tries again, without remounting what did not fail (the chat bubble keeps its state).
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { failed: boolean; key: string },
  ) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** While the first page module loads: blank, then a spinner if it takes more than 400 ms. */
export function RouteHydrateFallback() {
  return (
    <div
      role="status"
      aria-label="Loading"
      {...PAGE_PENDING_PROPS}
      className="flex min-h-dvh animate-[fade-in_200ms_ease-out_400ms_both] items-center justify-center"
    >
      <span className="size-8 animate-spin rounded-full border-2 border-primary border-r-transparent" />
    </div>
  );
}
