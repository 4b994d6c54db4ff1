/*
 * The subscriptions feature's front door: what other features may use. Everything else in this folder
 * is its own business (ESLint refuses imports of it from another feature).
 */
export { asTier, getSubscriptionStatus, lockPlan } from './subscriptions.service.ts';
