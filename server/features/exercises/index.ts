/*
 * The exercises feature's front door: what other features may use. Everything else in this folder
 * is its own business (ESLint refuses imports of it from another feature).
 */
export { findCatalogueExercise, getCatalogue, nameKey } from './catalogue.ts';
export { findExercise } from './exercise-history.service.ts';
export {
  type Candidate,
  candidatesOf,
  canDo,
  compactName,
  CORE_SLOT,
  FOCUS,
  FOCUS_MUSCLES,
  type FocusKey,
  harderVariantOf,
  hasEquipmentFor,
  levelAllows,
  type Slot,
  slotsOf,
  toCandidate,
  STRETCH_SLOTS,
  WELL_KNOWN,
} from './exercise-pool.ts';
export { getExerciseGuide, searchExercises } from './exercises.service.ts';
export { findBuiltinGuide, genericGuide, getTrainingPool } from './guides.ts';
export {
  ACCESSORIES,
  accessoryRank,
  familyOf,
  inPlans,
  isHeavyHinge,
  NOT_IN_PLANS,
  PATTERN_NAMES,
  type Pattern,
  PATTERNS,
  STAPLES,
  stapleOf,
  stapleRank,
} from './staples.ts';
export {
  computeRecords,
  memberRecordsSummary,
  rebuildRecords,
  storedRecordsRead,
} from './records.service.ts';
