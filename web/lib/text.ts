/** "Intermediate" for "intermediate". */
export const capitalize = (value: string) =>
  value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
