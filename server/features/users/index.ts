/*
 * The users feature's front door: what other features may use. Everything else in this folder
 * is its own business (ESLint refuses imports of it from another feature).
 */
export { toSessionUser, toUser } from './users.presenter.ts';
export { getUser, profileFromJson, profileJson, type ProfileRow } from './users.service.ts';
