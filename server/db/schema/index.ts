export * from './users.ts';
export * from './auth.ts';
export * from './subscriptions.ts';
export * from './analytics.ts';
