import type { ReactNode } from 'react';

/*
 * A few Lucide icons (https://lucide.dev, ISC licence) as plain SVG for the landing page and the
 * site header/footer, which ship in the first load of `/`. lucide-react's runtime adds about
 * 1.6 KB gzipped there; every other page uses lucide-react directly.
 */

export interface IconProps {
  className?: string;
  strokeWidth?: number;
}

function icon(...paths: string[]) {
  const nodes: ReactNode = paths.map((d) => <path key={d} d={d} />);
  return function Icon({ className, strokeWidth = 2 }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
      >
        {nodes}
      </svg>
    );
  };
}

export const ArrowRightIcon = icon('M5 12h14', 'm12 5 7 7-7 7');
export const BotIcon = icon(
  'M12 8V4H8',
  'M6 8h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z',
  'M2 14h2',
  'M20 14h2',
  'M15 13v2',
  'M9 13v2',
);
export const CheckIcon = icon('M20 6 9 17l-5-5');
export const ChartLineIcon = icon('M3 3v16a2 2 0 0 0 2 2h16', 'm19 9-5 5-4-4-3 3');
export const DumbbellIcon = icon(
  'M17.596 12.768a2 2 0 1 0 2.829-2.829l-1.768-1.767a2 2 0 0 0 2.828-2.829l-2.828-2.828a2 2 0 0 0-2.829 2.828l-1.767-1.768a2 2 0 1 0-2.829 2.829z',
  'm2.5 21.5 1.4-1.4',
  'm20.1 3.9 1.4-1.4',
  'M5.343 21.485a2 2 0 1 0 2.829-2.828l1.767 1.768a2 2 0 1 0 2.829-2.829l-6.364-6.364a2 2 0 1 0-2.829 2.829l1.768 1.767a2 2 0 0 0-2.828 2.829z',
  'm9.6 14.4 4.8-4.8',
);
export const FlameIcon = icon(
  'M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4',
);
export const TargetIcon = icon(
  'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0',
  'M18 12a6 6 0 1 1-12 0 6 6 0 0 1 12 0',
  'M14 12a2 2 0 1 1-4 0 2 2 0 0 1 4 0',
);
export const TrendingUpIcon = icon('M16 7h6v6', 'm22 7-8.5 8.5-5-5L2 17');
export const LogOutIcon = icon(
  'm16 17 5-5-5-5',
  'M21 12H9',
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
);
export const MenuIcon = icon('M4 5h16', 'M4 12h16', 'M4 19h16');
export const XIcon = icon('M18 6 6 18', 'm6 6 12 12');
