import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '#common/toast-constants.ts';

/**
 * The toast store (shadcn pattern): at most TOAST_LIMIT toasts, a dismissed toast is removed after
 * TOAST_REMOVE_DELAY_MS. It has no Radix dependency so any page can call `toast()` cheaply; the
 * Radix renderer (`toaster.tsx`) is loaded on demand by `DeferredToaster`.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; the provider default (5000) when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
}

let toasts: ToastItem[] = [];
let rendererWanted = false;
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => {
    if (id !== undefined && t.id !== id) return t;
    scheduleRemoval(t.id);
    return { ...t, open: false };
  });
  emit();
}

export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  rendererWanted = true;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => {
      toasts = toasts.map((t) => (t.id === id ? { ...t, ...next } : t));
      emit();
    },
  };
}

/** Asks `DeferredToaster` to mount the Radix renderer now (app pages do this on load). */
export function preloadToaster(): void {
  if (rendererWanted) return;
  rendererWanted = true;
  emit();
}

const getToasts = () => toasts;
const getRendererWanted = () => rendererWanted;

export function useToast() {
  const list = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: list, toast, dismiss: dismissToast };
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(subscribe, getRendererWanted, getRendererWanted);
}

/** Test helper. */
export function resetToastsForTests(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  toasts = [];
  emit();
}
