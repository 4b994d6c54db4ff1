import { MuscleMap, type MuscleGroup } from 'react-muscle-map';
import 'react-muscle-map/styles.css';
import { MUSCLES } from '#common/exercise-constants.ts';

const isMuscle = (muscle: string): muscle is MuscleGroup =>
  (MUSCLES as readonly string[]).includes(muscle);

/**
 * A body map: primary muscles in the brand colour, secondary ones lighter (the react-muscle-map
 * component, themed through its CSS variables). Loaded lazily by the pages that show one (an
 * exercise's muscles, the week's volume).
 */
export default function ExerciseMuscleMap({
  name,
  primary,
  secondary,
  title = `${name}: muscles worked`,
}: {
  name: string;
  primary: readonly string[];
  secondary: readonly string[];
  /** The map's accessible title. */
  title?: string;
}) {
  return (
    <div className="[--muscle-body-color:var(--color-muted)] [--muscle-inactive-color:color-mix(in_oklab,var(--color-muted-foreground)_35%,transparent)] [--muscle-primary-color:var(--color-primary)] [--muscle-secondary-color:color-mix(in_oklab,var(--color-primary)_45%,transparent)] [--muscle-separator-color:var(--color-card)]">
      <MuscleMap
        primaryMuscles={primary.filter(isMuscle)}
        secondaryMuscles={
          secondary.filter((m) => isMuscle(m) && !primary.includes(m)) as MuscleGroup[]
        }
        title={title}
      />
    </div>
  );
}
