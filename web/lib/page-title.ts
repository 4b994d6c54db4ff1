import { useEffect } from 'react';

const DEFAULT_TITLE = 'FlexCoach — AI Fitness Coach';

/** Sets `document.title` to "<title> · FlexCoach" while the page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · FlexCoach` : DEFAULT_TITLE;
  }, [title]);
}
