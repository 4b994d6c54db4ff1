import { createContext, useContext, type ReactNode } from 'react';

/**
 * What every member page shows besides its own content (the Flex chat bubble). The app layer
 * provides it (`app/providers.tsx`), so shared components never import a feature.
 */
export const MemberExtrasContext = createContext<ReactNode>(null);

export function MemberExtras() {
  return <>{useContext(MemberExtrasContext)}</>;
}
