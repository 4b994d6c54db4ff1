import { DEFAULT_UNITS, type Units } from '#common/units.ts';
import { useSessionUser } from './session.ts';

/** The signed-in member's unit (imperial until they choose metric). */
export function useUnits(): Units {
  return useSessionUser()?.units ?? DEFAULT_UNITS;
}
