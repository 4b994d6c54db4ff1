/*
 * The measurements feature's front door: what other features may use. Everything else in this folder
 * is its own business (ESLint refuses imports of it from another feature).
 */
export {
  asMeasurementType,
  formatMeasurementValue,
  measurementIn,
  toMeasurement,
} from './measurements.presenter.ts';
export { listMeasurements } from './measurements.service.ts';
