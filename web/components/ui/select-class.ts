/** The classes of a native <select>, sized like the inputs (44 px high on a phone). */
export const selectClass =
  'h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-primary disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm';
