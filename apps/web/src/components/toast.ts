import { useSyncExternalStore } from 'react';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a short message in the corner of the screen. */
export function toast(message: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  toasts = [...toasts, { variant: 'info', ...message, id }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

/** The toasts on screen, for the Toaster. */
export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
