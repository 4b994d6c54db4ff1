import TrendChart from '#web/components/trend-chart.tsx';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/*
 * The progress page's Recharts charts, in one module that the page loads lazily so Recharts stays
 * out of every other chunk. Each chart has a text summary as its accessible name.
 */

const tick = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const tooltipStyle = { borderRadius: 12, borderColor: 'var(--color-border)' };

/** The weight line: the shared trend chart, named Weight. */
export function WeightChart({
  points,
  title,
  unit = 'lbs',
}: {
  /** A point a week, labelled with its Monday: the mean of its weigh-ins. */
  points: { label: string; value: number }[];
  title: string;
  /** "lbs" or "kg". */
  unit?: string;
}) {
  return <TrendChart points={points} title={title} unit={unit} name="Week's average" />;
}

export function WeeklyWorkoutsChart({
  weeks,
  title,
}: {
  weeks: { label: string; count: number }[];
  title: string;
}) {
  return (
    <div className="h-56 w-full sm:h-64" role="img" aria-label={title}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={weeks} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="label"
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-border)' }}
            minTickGap={8}
          />
          <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={32} />
          <Tooltip
            formatter={(value) => [String(value), 'Workouts']}
            labelFormatter={(label) => `Week of ${String(label)}`}
            contentStyle={tooltipStyle}
            cursor={{ fill: 'var(--color-muted)' }}
          />
          <Bar
            dataKey="count"
            fill="var(--color-primary)"
            radius={[6, 6, 0, 0]}
            maxBarSize={36}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
