import type { Browser, Page } from 'playwright-core';
import { baseUrl, openPage } from './browser';

// What the listening journeys share (music.test.ts, player-phone.test.ts): a
// page past the cookie notice, catalog look-ups through the public API, and
// the player's audio element as Chromium plays it.

/** A page whose visitor already accepted the cookie notice (shell.test.ts covers the notice itself). */
export async function openListenerPage(browser: Browser, viewport?: Parameters<typeof openPage>[1], colorScheme?: Parameters<typeof openPage>[2]) {
  const opened = await openPage(browser, viewport, colorScheme);
  await opened.context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
  return opened;
}

export type Found = { id: number; name: string };

export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export type FoundAlbum = Found & { artists: { name: string }[] };

export const findAlbum = async (name: string) =>
  (await api<{ albums: FoundAlbum[] }>(`search?query=${encodeURIComponent(name)}`)).albums.find((a) => a.name === name)!;

/**
 * The player engine's hidden status node (client/player/engine/engine-status.ts):
 * the Web Audio engine plays decoded buffers, which have no element to read.
 */
export const engineStatus = (page: Page) => page.locator('[data-testid="player-engine"]');

export type AudioState = { src: string; time: number; paused: boolean; duration: number; voice: string };

/** Runs in the page: the engine's status as numbers. */
const readStatus = (): AudioState => {
  const data = document.querySelector<HTMLElement>('[data-testid="player-engine"]')?.dataset ?? {};
  return { src: data.src ?? '', time: Number(data.position ?? 0), paused: data.paused !== 'false', duration: Number(data.duration ?? 0), voice: data.voice ?? 'none' };
};

export const audioState = (page: Page) => page.evaluate(readStatus);

export const playerBar = (page: Page) => page.getByRole('region', { name: 'Player' });

/** Waits until the audio plays past `seconds` of its track. */
export async function waitForPlaybackPast(page: Page, seconds: number) {
  await page.waitForFunction(
    (min) => {
      const data = document.querySelector<HTMLElement>('[data-testid="player-engine"]')?.dataset;
      return !!data && data.paused === 'false' && Number(data.position) > min;
    },
    seconds,
    { timeout: 20_000 },
  );
}

/** Waits until the player is paused. */
export async function waitForPaused(page: Page) {
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="player-engine"]')?.dataset.paused === 'true');
}

/** Waits until the engine plays `trackId`'s stream. */
export async function waitForTrack(page: Page, trackId: number) {
  await page.waitForFunction((id) => !!document.querySelector<HTMLElement>('[data-testid="player-engine"]')?.dataset.src?.includes(`/tracks/${id}/stream`), trackId);
}
