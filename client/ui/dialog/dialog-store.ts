import { useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';

export type OpenDialog = {
  key: number;
  Component: ComponentType<never>;
  props: object;
  resolve: (value: unknown) => void;
};

/**
 * The global dialog stack rendered by DialogHost. `openDialog` resolves with
 * the value passed to `closeDialog`, or `undefined` when the dialog is
 * dismissed (Escape, outside click, close button). The top dialog closes first.
 */
let stack: OpenDialog[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();

function emit(next: OpenDialog[]) {
  stack = next;
  listeners.forEach((listener) => listener());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any dialog component; its props are checked below
type AnyComponent = ComponentType<any>;

/**
 * `openDialog(ConfirmDialog, {name})` checks the props against the component;
 * `openDialog<boolean>(...)` names the result type (props then go unchecked,
 * as TypeScript cannot infer the remaining type argument).
 */
export function openDialog<T = unknown, C extends AnyComponent = AnyComponent>(
  Component: C,
  props: ComponentProps<C>,
): Promise<T | undefined> {
  return new Promise<T | undefined>((resolve) => {
    const entry: OpenDialog = {
      key: nextKey++,
      Component: Component as ComponentType<never>,
      props,
      resolve: resolve as (value: unknown) => void,
    };
    emit([...stack, entry]);
  });
}

/** Closes the top dialog, resolving its promise with `value`. */
export function closeDialog(value?: unknown): void {
  const top = stack[stack.length - 1];
  if (!top) return;
  emit(stack.slice(0, -1));
  top.resolve(value);
}

export function closeAllDialogs(): void {
  const open = stack;
  emit([]);
  open.reverse().forEach((entry) => entry.resolve(undefined));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => stack;

export function useDialogStack(): OpenDialog[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
