import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '#common/toast-constants.ts';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { useToast } from './use-toast.ts';

/** Renders the toast store with Radix: swipe right (50 px), 5000 ms, F8 focuses the region. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      duration={TOAST_DURATION_MS}
    >
      {toasts.map(({ id, title, description, action, open, variant, duration }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          className={variant === 'destructive' ? 'destructive' : undefined}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
