/*
 * The notes feature's front door: what other features may use. Everything else in this folder
 * is its own business (ESLint refuses imports of it from another feature).
 */
export { toNote } from './notes.presenter.ts';
export { listNotes } from './notes.service.ts';
