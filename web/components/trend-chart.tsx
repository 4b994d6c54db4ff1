import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartPoint {
  /** Axis label, e.g. "Mar 1". */
  label: string;
  value: number;
}

/**
 * A line chart of one figure over time, oldest to newest (a measurement, an estimated 1RM).
 * Loaded lazily so Recharts stays out of every other chunk; the list next to it carries the same
 * figures for screen readers.
 */
export default function TrendChart({
  points,
  unit,
  title,
  name = 'Value',
}: {
  points: ChartPoint[];
  unit: string;
  title: string;
  /** The tooltip's name of the figure. */
  name?: string;
}) {
  return (
    <div className="h-56 w-full sm:h-64" role="img" aria-label={title}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-border)' }}
            minTickGap={16}
          />
          <YAxis
            domain={['auto', 'auto']}
            tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
            tickLine={false}
            axisLine={false}
            width={44}
          />
          <Tooltip
            formatter={(value) => [`${String(value)} ${unit}`, name]}
            contentStyle={{ borderRadius: 12, borderColor: 'var(--color-border)' }}
          />
          <Line
            type="monotone"
            dataKey="value"
            stroke="var(--color-primary)"
            strokeWidth={2.5}
            dot={{ r: 3, fill: 'var(--color-primary)' }}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
