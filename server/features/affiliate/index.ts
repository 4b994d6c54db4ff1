/*
 * The affiliate feature's front door: what other features may use. Everything else in this folder
 * is its own business (ESLint refuses imports of it from another feature).
 */
export { recordReferral } from './affiliate.service.ts';
export { recordCommission } from './commissions.service.ts';
