import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from '../lib/nutrition.ts';
import { formatCount } from '#web/lib/format.ts';

type Series = 'calories' | 'waterIntake';

const SERIES: Record<Series, { name: string; unit: string; color: string }> = {
  calories: { name: 'Calories', unit: 'kcal', color: 'var(--color-primary)' },
  waterIntake: { name: 'Water', unit: 'ml', color: '#0284c7' },
};

function SmallBarChart({ points, series }: { points: TrendPoint[]; series: Series }) {
  const { name, unit, color } = SERIES[series];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-border)' }}
          minTickGap={12}
        />
        <YAxis
          tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }}
          tickLine={false}
          axisLine={false}
          width={44}
          allowDecimals={false}
        />
        <Tooltip
          formatter={(value) => [`${formatCount(Number(value))} ${unit}`, name]}
          contentStyle={{ borderRadius: 12, borderColor: 'var(--color-border)' }}
          cursor={{ fill: 'var(--color-muted)' }}
        />
        <Bar
          dataKey={series}
          name={name}
          fill={color}
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * Two small bar charts (calories, water) of the last 14 days. Loaded lazily so Recharts stays out
 * of the page's first chunk; the labels carry the figures for screen readers.
 */
export default function NutritionChart({
  points,
  caloriesLabel,
  waterLabel,
}: {
  points: TrendPoint[];
  caloriesLabel: string;
  waterLabel: string;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <figure className="grid gap-2">
        <figcaption className="text-sm font-semibold">Calories (kcal)</figcaption>
        <div className="h-44 w-full" role="img" aria-label={caloriesLabel}>
          <SmallBarChart points={points} series="calories" />
        </div>
      </figure>
      <figure className="grid gap-2">
        <figcaption className="text-sm font-semibold">Water (ml)</figcaption>
        <div className="h-44 w-full" role="img" aria-label={waterLabel}>
          <SmallBarChart points={points} series="waterIntake" />
        </div>
      </figure>
    </div>
  );
}
