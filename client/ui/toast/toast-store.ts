import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_ID_LENGTH } from './toast-constants';

export type ToastType = 'positive' | 'danger' | 'loading';
export type ToastAction = { label: string; action: string };
export type ToastOptions = { type?: ToastType; id?: string; duration?: number; action?: ToastAction };
export type Toast = { id: string; message: string; type: ToastType; duration: number | null; action?: ToastAction };

/**
 * SPEC sections 4 and 9: one toast is visible at a time; a new toast replaces
 * the older one and a toast with the same id is updated in place (e.g. a
 * loading toast that turns into a success). Callers pass text that already
 * went through `trans`, so replacements stay with the caller.
 */
let visible: Toast[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomId(): string {
  let id = '';
  for (let i = 0; i < TOAST_ID_LENGTH; i++) id += ID_CHARS[Math.floor(Math.random() * ID_CHARS.length)];
  return id;
}

function emit(next: Toast[]) {
  visible = next;
  listeners.forEach((listener) => listener());
}

function startTimer(item: Toast) {
  clearTimeout(timer);
  if (item.duration !== null) timer = setTimeout(() => dismissToast(item.id), item.duration);
}

function show(message: string, options: ToastOptions = {}): string {
  const type = options.type ?? 'positive';
  const item: Toast = {
    id: options.id ?? randomId(),
    message,
    type,
    duration: options.duration ?? TOAST_DURATION_MS[type],
    action: options.action,
  };
  emit([item]);
  startTimer(item);
  return item.id;
}

type ToastFn = {
  (message: string, options?: ToastOptions): string;
  positive: (message: string, options?: Omit<ToastOptions, 'type'>) => string;
  danger: (message: string, options?: Omit<ToastOptions, 'type'>) => string;
  loading: (message: string, options?: Omit<ToastOptions, 'type'>) => string;
};

export const toast: ToastFn = Object.assign(show, {
  positive: (message: string, options?: Omit<ToastOptions, 'type'>) => show(message, { ...options, type: 'positive' }),
  danger: (message: string, options?: Omit<ToastOptions, 'type'>) => show(message, { ...options, type: 'danger' }),
  loading: (message: string, options?: Omit<ToastOptions, 'type'>) => show(message, { ...options, type: 'loading' }),
});

export function dismissToast(id: string): void {
  if (!visible.some((item) => item.id === id)) return;
  clearTimeout(timer);
  emit(visible.filter((item) => item.id !== id));
}

export function clearToasts(): void {
  clearTimeout(timer);
  emit([]);
}

/** Hovering or focusing a toast holds it open; leaving restarts its full duration. */
export function holdToast(id: string): void {
  if (visible.some((item) => item.id === id)) clearTimeout(timer);
}

export function releaseToast(id: string): void {
  const item = visible.find((candidate) => candidate.id === id);
  if (item) startTimer(item);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => visible;

/** The visible toasts (at most one). */
export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
