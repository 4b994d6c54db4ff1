import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { type ComponentProps, createContext, useContext } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '#common/constants.ts';
import { cn } from '#web/lib/utils.ts';

const InsideProvider = createContext(false);

/**
 * Spec part 1 section 9: 700 ms delay, 300 ms skip delay. A `Tooltip` outside one brings its own,
 * so a page that shows no tooltip does not load Radix's; tooltips side by side share the skip
 * delay inside one provider around them.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProvider.Provider value={true}>
      <TooltipPrimitive.Provider
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </InsideProvider.Provider>
  );
}

/** A tooltip with the spec's delays: inside the nearest `TooltipProvider`, else in its own. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(InsideProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-ink px-3 py-1.5 text-xs text-white shadow-md data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
