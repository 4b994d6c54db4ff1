/**
 * "10,000": a number with the thousands separated as en-US writes them, the same text as
 * `toLocaleString('en-US')` for the whole numbers and plain decimals the app shows. Without
 * locale data: a first `toLocaleString` loads it, about 15 ms that the schemas' messages cost every
 * start of the server and every member page as their modules loaded.
 */
export function withThousands(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
