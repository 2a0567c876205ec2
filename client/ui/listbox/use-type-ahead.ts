import { useRef, type KeyboardEvent } from 'react';
import { TYPE_AHEAD_RESET_MS } from '../overlay-constants';

const OPTION = '[role="option"]:not([aria-disabled="true"])';

/**
 * Type-ahead for a listbox (SPEC section 9): letters typed within 500 ms of
 * each other make one search, and focus moves to the next option whose text
 * starts with it. react-aria's own type-ahead waits a fixed second, so this
 * handler takes the keys first (capture phase) and keeps them from it.
 */
export function useTypeAhead() {
  const search = useRef({ text: '', at: 0 });
  return (event: KeyboardEvent<HTMLElement>) => {
    const key = event.key;
    if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const now = Date.now();
    const state = search.current;
    if (now - state.at > TYPE_AHEAD_RESET_MS) state.text = '';
    // A space is a letter of a search under way; alone it selects.
    if (key === ' ' && !state.text) return;
    event.preventDefault();
    event.stopPropagation();
    state.text += key.toLowerCase();
    state.at = now;

    const options = [...event.currentTarget.querySelectorAll<HTMLElement>(OPTION)];
    const current = options.findIndex((option) => option === document.activeElement || option.contains(document.activeElement));
    // One letter moves on from the focused option (pressing it again cycles); a longer search may stay on it.
    const start = state.text.length === 1 ? current + 1 : Math.max(current, 0);
    const ordered = [...options.slice(start), ...options.slice(0, start)];
    const match = ordered.find((option) => (option.textContent ?? '').trim().toLowerCase().startsWith(state.text));
    if (match) match.focus();
    else state.text = '';
  };
}
