import { useEffect } from 'react';
import { SEEK_STEP_SECONDS, VOLUME_STEP } from './player-constants';
import { getPlayerState, player } from './player-store';
import { getRemoteTransport } from './remote-transport';
import { getPlaybackTime } from './playback-time';

/** Where typing happens: every key belongs to the field. */
const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="searchbox"]';
/** Controls that act on Space or Enter themselves. */
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="tab"], [role="radio"]';
/** Widgets that move or change something with the arrow keys. */
const ARROW_WIDGETS =
  '[role="slider"], [role="spinbutton"], [role="listbox"], [role="grid"], [role="treegrid"], [role="tree"], [role="menu"], [role="menubar"], [role="tablist"], [role="radiogroup"], [role="toolbar"]';

/** Whether the focused element would use this key itself, so the player must leave it alone. */
export function keyBelongsToFocus(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(TEXT_ENTRY) || (target instanceof HTMLElement && target.isContentEditable)) return true;
  if (key === ' ') return !!target.closest(PRESSABLE);
  return !!target.closest(ARROW_WIDGETS);
}

/**
 * Space play/pause, ArrowLeft/ArrowRight seek by 10 s (with Shift: previous
 * and next track), ArrowUp/ArrowDown volume by 10; unless a field or widget
 * has focus and handles the key itself.
 */
export function handlePlayerShortcut(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  if (keyBelongsToFocus(event.target, event.key)) return;
  const s = getPlayerState();
  if (s.index < 0) return;
  const position = getPlaybackTime().position;
  // In a Jam the transport is the Jam's (remote-transport.ts); a guest without control has none.
  const remote = getRemoteTransport();
  const transport = remote
    ? remote.canControl
      ? { toggle: remote.playPause, next: remote.next, previous: remote.previous, seek: remote.seek }
      : null
    : { toggle: player.toggle, next: () => player.next(), previous: () => player.previous(position), seek: player.seek };
  switch (event.key) {
    case ' ':
      if (event.repeat || !transport) break;
      transport.toggle();
      break;
    case 'ArrowRight':
      if (!transport) break;
      if (event.shiftKey) transport.next();
      else transport.seek(Math.min(position + SEEK_STEP_SECONDS, getPlaybackTime().duration || Infinity));
      break;
    case 'ArrowLeft':
      if (!transport) break;
      if (event.shiftKey) transport.previous();
      else transport.seek(Math.max(0, position - SEEK_STEP_SECONDS));
      break;
    case 'ArrowUp':
      player.setVolume((s.muted ? 0 : s.volume) + VOLUME_STEP);
      break;
    case 'ArrowDown':
      player.setVolume((s.muted ? 0 : s.volume) - VOLUME_STEP);
      break;
    default:
      return;
  }
  event.preventDefault();
}

export function usePlayerShortcuts(): void {
  useEffect(() => {
    window.addEventListener('keydown', handlePlayerShortcut);
    return () => window.removeEventListener('keydown', handlePlayerShortcut);
  }, []);
}
