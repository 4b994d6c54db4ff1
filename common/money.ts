/**
 * Money is integer cents everywhere; this is the one way it is shown. The formatter is made on
 * first use, not as the module loads: a browser's first currency formatter loads locale data, the
 * longest single step of a member page's scripts starting (about 20 ms on a fast phone).
 */
let usd: Intl.NumberFormat | undefined;

/** Integer cents as US dollars with 2 decimals: 400 -> "$4.00", 123456 -> "$1,234.56". */
export function formatCents(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return usd.format(cents / 100);
}
