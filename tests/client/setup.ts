import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { closeAllDialogs } from '../../client/ui/dialog/dialog-store';
import { clearToasts } from '../../client/ui/toast/toast-store';
import { makeBootstrap } from './fixtures/bootstrap-fixture';
import { setThemeState } from '../../client/theme/theme-store';
import { resetPlayerState } from '../../client/player/player-store';
import { setPlaybackTime } from '../../client/player/playback-time';
import { setQueuePanelOpen } from '../../client/player/queue-panel/queue-panel-store';
import { resetUnreadCount } from '../../client/notifications/unread-count-store';
import { stubWebSocket } from './notifications-fixtures';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

let consoleErrors: unknown[][] = [];

/**
 * The client's stores are module-global, and the client project runs its
 * files without isolation (vitest.config.ts): every test starts from their
 * initial state, whichever file ran before it in the same worker.
 */
function resetStores() {
  setThemeState({ choice: 'system', prefersDark: false });
  resetPlayerState();
  setPlaybackTime({ position: 0, duration: 0 });
  setQueuePanelOpen(false);
  resetUnreadCount();
}

beforeEach(() => {
  setBootstrap(makeBootstrap());
  resetStores();
  // The network boundary: the top bar's bell opens a live socket per signed-in tab; no test reaches a real one.
  stubWebSocket();
  clearCookies();
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('class');
  // STYLE.md: an unexpected console.error fails the test that caused it. A test
  // expecting one replaces this spy's implementation with its own.
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  // The toast and dialog stores are module-global: empty them so no test sees another's.
  act(() => {
    clearToasts();
    closeAllDialogs();
  });
  cleanup();
  vi.restoreAllMocks();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
