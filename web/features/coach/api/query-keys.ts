/*
 * Query keys shared with the other pages (URL segments: the default query function GETs
 * `queryKey.join('/')`), so the coach reads the same cache entries as the dashboard.
 */
export const subscriptionStatusKey = (userId: string) =>
  ['/api/subscriptions/status', userId] as const;
export const statsKey = (userId: string) => ['/api/stats', userId] as const;
export const exerciseGuideKey = (name: string) =>
  ['/api/exercises/info', encodeURIComponent(name)] as const;
export const CONVERSATION_KEY = ['/api/flex/conversation'] as const;
