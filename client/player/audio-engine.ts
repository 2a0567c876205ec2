import type { TrackPayload } from '../../worker/music/music-types';
import { logPlay } from './log-play';
import { skipFailedTrack } from './skip-failed-track';
import { PRELOAD_LEAD_SECONDS } from './player-constants';
import { currentTrack, getPlayerState, player, subscribePlayer, upcomingTrack, type PlayerState } from './player-store';
import { getPlaybackTime, setPlaybackTime } from './playback-time';
import { webAudioAvailable } from './engine/audio-graph';
import { registerEngineClock } from './engine/engine-clock';

export const AUDIO_TEST_ID = 'player-audio';
export const PRELOAD_TEST_ID = 'player-audio-next';

type Engine = { stop: () => void; audio: () => HTMLAudioElement | null };

let engine: Engine | null = null;

/**
 * Starts the one audio engine of the page (idempotent). It lives outside React
 * so playback survives route changes and re-renders; it follows the player
 * store and reports the clock to the playback-time store. Where Web Audio
 * exists, the gapless engine (engine/web-audio-engine.ts) plays, loaded in its
 * own chunk so the first route stays small; the two-element engine below is
 * the fallback for browsers without it.
 */
export function startAudioEngine({ webAudio = webAudioAvailable() }: { webAudio?: boolean } = {}): void {
  if (engine) return;
  if (!webAudio) {
    engine = createEngine();
    return;
  }
  let stopped = false;
  const started = import('./engine/web-audio-engine').then(({ createWebAudioEngine }) => (stopped ? null : createWebAudioEngine()));
  engine = {
    audio: () => null,
    stop() {
      stopped = true;
      void started.then((web) => web?.stop());
    },
  };
}

/** Tears the engine down (tests; a page never needs to). */
export function stopAudioEngine(): void {
  engine?.stop();
  engine = null;
}

/** The element playing now (the fallback engine's), for debugging and tests. */
export const getActiveAudio = (): HTMLAudioElement | null => engine?.audio() ?? null;

function createAudio(testId: string): HTMLAudioElement {
  const audio = document.createElement('audio');
  audio.preload = 'auto';
  audio.hidden = true;
  audio.dataset.testid = testId;
  // Hidden in the body, so e2e tests can read currentTime and src.
  document.body.append(audio);
  return audio;
}

/** HTMLMediaElement.HAVE_METADATA: currentTime can be set directly from here on. */
const HAVE_METADATA = 1;
const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * Two elements: `active` plays, `standby` buffers the upcoming track near the
 * end of the current one. When the track ends they swap roles, so the next
 * one starts from a full buffer instead of a fresh request ("gapless-ish").
 */
function createEngine(): Engine {
  let active = createAudio(AUDIO_TEST_ID);
  let standby = createAudio(PRELOAD_TEST_ID);
  let standbySrc: string | null = null;
  let loaded: { playId: number; track: TrackPayload } | null = null;
  let seekNonce: number | null = null;
  let pendingSeek: number | null = null;
  let logged = false;
  /** Set while the engine pauses an element itself, to tell its own pauses from the system's. */
  let pausing = false;
  /** Consecutive tracks that failed to load; stops skipping once the whole queue failed. */
  let failures = 0;

  const play = () => {
    const attempt = active.play();
    // Autoplay blocked (no user gesture yet): show the paused state instead of a lie.
    // An AbortError only means a newer load or pause superseded this play.
    attempt?.catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') player.pause();
    });
  };

  const pause = (audio: HTMLAudioElement) => {
    pausing = true;
    audio.pause();
    pausing = false;
  };

  const seekTo = (seconds: number) => {
    setPlaybackTime({ position: seconds });
    if (active.readyState >= HAVE_METADATA) active.currentTime = seconds;
    else pendingSeek = seconds;
  };

  const swap = () => {
    const previous = active;
    active = standby;
    standby = previous;
    pause(previous);
    active.dataset.testid = AUDIO_TEST_ID;
    standby.dataset.testid = PRELOAD_TEST_ID;
    standbySrc = null;
  };

  const load = (track: TrackPayload, s: PlayerState) => {
    const src = track.src!;
    // Paused first, so the play() that follows starts a fresh 'playing' (which logs the listen).
    pause(active);
    if (loaded?.track.src === src) {
      // The same recording again (repeat one, or restarted from the queue).
      active.currentTime = 0;
    } else if (standbySrc === src && !standby.error) {
      swap();
    } else {
      active.src = src;
    }
    loaded = { playId: s.playId, track };
    logged = false;
    pendingSeek = null;
    setPlaybackTime({ position: 0, duration: finite(active.duration) || track.duration / 1000 });
  };

  const unload = () => {
    loaded = null;
    pause(active);
    active.removeAttribute('src');
    active.load();
    setPlaybackTime({ position: 0, duration: 0 });
  };

  const preloadUpcoming = () => {
    const s = getPlayerState();
    const next = upcomingTrack(s);
    if (!next?.src || next.src === loaded?.track.src || next.src === standbySrc) return;
    const remaining = finite(active.duration) - active.currentTime;
    if (!finite(active.duration) || remaining > PRELOAD_LEAD_SECONDS) return;
    standbySrc = next.src;
    standby.src = next.src;
  };

  const sync = () => {
    const s = getPlayerState();
    const track = currentTrack(s);
    if (!track?.src) {
      if (loaded) unload();
      return;
    }
    if (!loaded || loaded.playId !== s.playId || loaded.track.src !== track.src) load(track, s);
    else loaded.track = track;
    if (s.seekRequest && s.seekRequest.nonce !== seekNonce) {
      seekNonce = s.seekRequest.nonce;
      seekTo(s.seekRequest.seconds);
    }
    for (const audio of [active, standby]) {
      audio.volume = s.volume / 100;
      audio.muted = s.muted;
    }
    if (s.isPlaying && active.paused) play();
    else if (!s.isPlaying && !active.paused) pause(active);
    preloadUpcoming();
  };

  const handlers: Record<string, (event: Event) => void> = {
    loadedmetadata: () => {
      if (pendingSeek !== null) active.currentTime = pendingSeek;
      pendingSeek = null;
      setPlaybackTime({ duration: finite(active.duration) || getPlaybackTime().duration });
    },
    durationchange: () => finite(active.duration) && setPlaybackTime({ duration: active.duration }),
    timeupdate: () => {
      setPlaybackTime({ position: active.currentTime });
      preloadUpcoming();
    },
    seeked: () => setPlaybackTime({ position: active.currentTime }),
    playing: () => {
      failures = 0;
      if (!loaded || logged) return;
      logged = true;
      logPlay(loaded.track.id);
    },
    pause: () => {
      // The system paused us (headphones unplugged, a phone call, another tab's audio): show it.
      if (!pausing && active.paused && !active.ended && getPlayerState().isPlaying) player.pause();
    },
    ended: () => {
      // Playing the last track again after the queue stopped is a new listen too.
      logged = false;
      player.next(true);
    },
    error: () => {
      if (!active.getAttribute('src') || !loaded) return;
      failures += 1;
      skipFailedTrack(loaded.track.name, failures);
    },
  };

  // Each element reports only while it is the active one.
  const listeners = Object.entries(handlers).map(([type, handle]) => {
    const listener = (event: Event) => event.target === active && handle(event);
    active.addEventListener(type, listener);
    standby.addEventListener(type, listener);
    return [type, listener] as const;
  });

  const unregisterClock = registerEngineClock({
    position: () => (loaded ? active.currentTime : null),
    setRate: (rate) => {
      active.playbackRate = rate;
    },
    seekInfo: () => ({ exact: false, outputLag: 0 }),
  });
  const unsubscribe = subscribePlayer(sync);
  sync();

  return {
    audio: () => active,
    stop() {
      unregisterClock();
      unsubscribe();
      for (const audio of [active, standby]) {
        for (const [type, listener] of listeners) audio.removeEventListener(type, listener);
        pause(audio);
        audio.remove();
      }
    },
  };
}
