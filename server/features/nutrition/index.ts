/*
 * The nutrition feature's front door: what other features may use. Everything else in this folder
 * is its own business (ESLint refuses imports of it from another feature).
 */
export { toDailyLog } from './nutrition.presenter.ts';
export { listDailyLogs } from './nutrition.service.ts';
