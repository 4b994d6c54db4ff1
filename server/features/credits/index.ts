/*
 * The credits feature's front door: what other features may use. Everything else in this folder
 * is its own business (ESLint refuses imports of it from another feature).
 */
export { addCredits, insufficientCredits, refundCredits, spendCredits } from './credits.service.ts';
