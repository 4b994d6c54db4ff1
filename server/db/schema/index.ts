export * from './users.ts';
export * from './auth.ts';
export * from './subscriptions.ts';
export * from './analytics.ts';
export * from './workouts.ts';
export * from './measurements.ts';
export * from './coach.ts';
export * from './payments.ts';
