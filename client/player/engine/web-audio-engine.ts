import type { TrackPayload } from '../../../worker/music/music-types';
import { logPlay } from '../log-play';
import { skipFailedTrack } from '../skip-failed-track';
import { MAX_DECODED_TRACK_SECONDS, PRELOAD_LEAD_SECONDS } from '../player-constants';
import { currentTrack, getPlayerState, player, subscribePlayer, upcomingTrack, type PlayerState } from '../player-store';
import { setPlaybackTime } from '../playback-time';
import { audioGraph, setLevel, type AudioGraph } from './audio-graph';
import { createBufferCache } from './buffer-cache';
import { createEngineStatus } from './engine-status';
import { audioNow, registerEngineClock, wallNow } from './engine-clock';
import { crossfadeSeconds, dbToGain, normalizationGainDb } from './playback-policy';
import { bufferVoice, elementVoice, type ElementVoice, type Voice } from './voices';

/** How often the clock is published and the next track prepared (audible tabs are not throttled). */
const TICK_MS = 200;
/** A start scheduled closer to now than this would be late: it starts this far ahead instead. */
const SCHEDULE_MARGIN_SECONDS = 0.02;
/** The element-to-buffer handover: starts this far ahead, crossfading this long between two copies of the same audio. */
const HANDOVER_LEAD_SECONDS = 0.05;
const HANDOVER_FADE_SECONDS = 0.03;

/** What plays now: the queue position (by playId) and its voice, none until the first play. */
type Slot = {
  playId: number;
  track: TrackPayload;
  voice: Voice | null;
  offset: number;
  level: number;
  logged: boolean;
};
/** The upcoming track, scheduled on the audio clock to start as the current one ends (or fades). */
type Next = {
  voice: Voice;
  startsAt: number;
  src: string;
  crossfade: number;
  shuffle: boolean;
  repeat: PlayerState['repeat'];
};

/** A slot promoted by the engine itself, waiting for the store to catch up. */
const ADOPTING = -1;

const upcomingIndex = (s: PlayerState) => (s.repeat === 'one' ? s.index : s.index + 1 < s.queue.length ? s.index + 1 : 0);

/**
 * The Web Audio engine (docs/audio.md): every track is fetched whole,
 * decoded, cut to its music (encoder delay and padding) and scheduled on the
 * audio clock, the next one to start on the exact frame the current one ends
 * (gapless), or earlier with gain ramps on the audio thread (crossfade); a
 * gain per track brings it to the listener's loudness target. A track not yet
 * decoded streams through an <audio> element routed into the same graph, and
 * hands over to its buffer once decoded, so a first play starts at once.
 */
export function createWebAudioEngine(): { stop(): void } {
  let graph: AudioGraph | null = null;
  let slot: Slot | null = null;
  let next: Next | null = null;
  /** Voices finishing after they stopped being current: a crossfade's tail, a handover's element. */
  const fading = new Set<Voice>();
  /** Stream URLs that refused CORS: their element plays outside the graph. */
  const direct = new Set<string>();
  let seekNonce: number | null = null;
  let failures = 0;
  /** The current voice's position at this instant (the audio clock read between its ticks for a buffer voice). */
  const exactPosition = () => {
    const voice = slot?.voice;
    if (!voice) return null;
    return voice.kind === 'buffer' && graph ? voice.position(audioNow(graph.context)) : voice.position();
  };
  const status = createEngineStatus(() => {
    const position = exactPosition();
    return { position, wallMs: wallNow() };
  });
  const cache = createBufferCache(
    () => ensureGraph().context,
    () => prepare(),
  );

  const ensureGraph = () => {
    if (graph) return graph;
    graph = audioGraph();
    const s = getPlayerState();
    graph.master.gain.value = s.muted ? 0 : s.volume / 100;
    return graph;
  };
  const decodable = (track: TrackPayload) =>
    !!track.src && track.duration / 1000 <= MAX_DECODED_TRACK_SECONDS && !direct.has(track.src) && !cache.failed(track.src);

  const publish = () => {
    const s = getPlayerState();
    const voice = slot?.voice;
    const position = voice ? voice.position() : (slot?.offset ?? 0);
    const duration = voice ? voice.duration() : slot ? slot.track.duration / 1000 : 0;
    setPlaybackTime({ position, duration });
    status.publish({
      src: slot?.track.src ?? '',
      position,
      duration,
      paused: !s.isPlaying || !voice,
      voice: voice?.kind ?? 'none',
    });
  };

  const logStart = () => {
    if (!slot || slot.logged || slot.playId === ADOPTING) return;
    slot.logged = true;
    failures = 0;
    logPlay(slot.track.id);
  };

  const wire = (voice: Voice) => {
    voice.onEnded = () => ended(voice);
    voice.onError = () => failed(voice);
    voice.onPlaying = () => slot?.voice === voice && logStart();
  };

  const release = (voice: Voice, soft = true) => {
    fading.delete(voice);
    voice.stop(soft);
  };

  const cancelNext = () => {
    if (!next) return;
    release(next.voice, false);
    next = null;
    slot?.voice?.unfade();
  };

  const stopAll = () => {
    cancelNext();
    for (const voice of [...fading]) release(voice);
    if (slot?.voice) release(slot.voice);
    slot = null;
  };

  const startVoice = (s: PlayerState) => {
    if (!slot) return;
    const g = ensureGraph();
    const { track, offset, level } = slot;
    const buffer = cache.get(track.src!);
    if (buffer) {
      slot.voice = bufferVoice(g, track, buffer, { when: 0, offset, level });
      wire(slot.voice);
      logStart();
    } else {
      const element = elementVoice(g, track, { offset, level, routed: !direct.has(track.src!) });
      element.onBlocked = () => slot?.voice === element && player.pause();
      slot.voice = element;
      wire(element);
      element.setPlaying(s.isPlaying);
      if (decodable(track)) cache.load(track.src!);
    }
  };

  /** A new queue position (a skip, a new queue, a repeat): everything else stops. */
  const load = (s: PlayerState, track: TrackPayload) => {
    stopAll();
    slot = {
      playId: s.playId,
      track,
      voice: null,
      offset: 0,
      level: dbToGain(normalizationGainDb(s, s.index)),
      logged: false,
    };
    if (s.isPlaying) startVoice(s);
  };

  /** The scheduled next track has started: it becomes current, and the store follows. */
  const promote = () => {
    if (!next || !slot) return;
    if (slot.voice) fading.add(slot.voice);
    const s = getPlayerState();
    slot = {
      playId: ADOPTING,
      track: next.voice.track,
      voice: next.voice,
      offset: 0,
      level: dbToGain(normalizationGainDb(s, upcomingIndex(s))),
      logged: false,
    };
    next = null;
    player.next(true);
  };

  const ended = (voice: Voice) => {
    if (fading.delete(voice)) return voice.stop(false);
    if (slot?.voice !== voice) return;
    if (next) {
      promote();
      return;
    }
    // Nothing was scheduled (the next track was not decoded in time, or the queue ends):
    // playing this position again, as after the queue stopped, starts a new listen from 0.
    release(voice, false);
    Object.assign(slot, { voice: null, offset: 0, logged: false });
    player.next(true);
  };

  const failed = (voice: Voice) => {
    if (slot?.voice !== voice || voice.kind !== 'element') return;
    const element = voice as ElementVoice;
    const src = slot.track.src!;
    if (element.routed) {
      // Probably another origin without CORS: play it outside the graph.
      direct.add(src);
      slot.offset = voice.position();
      release(voice, false);
      slot.voice = null;
      startVoice(getPlayerState());
      return;
    }
    failures += 1;
    skipFailedTrack(slot.track.name, failures);
  };

  /** Hands a streaming element over to its decoded buffer, crossfading two copies of the same audio for a few ms. */
  const handOver = (s: PlayerState) => {
    const voice = slot?.voice;
    if (!slot || voice?.kind !== 'element' || !s.isPlaying) return;
    const buffer = cache.get(slot.track.src!);
    const element = (voice as ElementVoice).element;
    if (!buffer || element.paused || element.seeking || !graph) return;
    const offset = element.currentTime + HANDOVER_LEAD_SECONDS;
    if (offset >= buffer.duration - 1) return;
    const at = graph.context.currentTime + HANDOVER_LEAD_SECONDS;
    const replacement = bufferVoice(graph, slot.track, buffer, {
      when: at,
      offset,
      level: slot.level,
    });
    replacement.fade('in', at, HANDOVER_FADE_SECONDS);
    voice.fade('out', at, HANDOVER_FADE_SECONDS);
    fading.add(voice);
    setTimeout(() => fading.has(voice) && release(voice, false), (HANDOVER_LEAD_SECONDS + HANDOVER_FADE_SECONDS) * 1000 + 100);
    wire(replacement);
    slot.voice = replacement;
    // On a busy machine the buffer can be decoded before the element's first
    // `playing` event, which then no longer counts (it is not the slot's voice):
    // the listen starts with the replacement.
    logStart();
  };

  /** Schedules the upcoming track on the audio clock once both it and the current one are decoded. */
  const schedule = (s: PlayerState) => {
    const voice = slot?.voice;
    // A voice off its normal rate (a Jam catching up) ends at a moving time: the next track waits until it is back at 1.
    if (!slot || !graph || next || voice?.kind !== 'buffer' || slot.playId === ADOPTING || voice.rate() !== 1) return;
    const upcoming = upcomingTrack(s);
    if (!upcoming?.src || !decodable(upcoming)) return;
    const remaining = voice.duration() - voice.position();
    if (remaining <= PRELOAD_LEAD_SECONDS) cache.load(upcoming.src);
    const buffer = cache.get(upcoming.src);
    const endsAt = voice.endsAt();
    if (!buffer || endsAt === null) return;
    const crossfade = crossfadeSeconds(s, slot.track, upcoming, voice.duration(), buffer.duration);
    const startsAt = Math.max(endsAt - crossfade, graph.context.currentTime + SCHEDULE_MARGIN_SECONDS);
    const incoming = bufferVoice(graph, upcoming, buffer, {
      when: startsAt,
      offset: 0,
      level: dbToGain(normalizationGainDb(s, upcomingIndex(s))),
    });
    wire(incoming);
    if (crossfade > 0) {
      voice.fade('out', startsAt, endsAt - startsAt);
      incoming.fade('in', startsAt, endsAt - startsAt);
    }
    next = {
      voice: incoming,
      startsAt,
      src: upcoming.src,
      crossfade: s.crossfade,
      shuffle: s.shuffle,
      repeat: s.repeat,
    };
  };

  /** The periodic and event-driven work: promote a started next track, hand over, schedule, publish the clock. */
  function prepare() {
    if (next && graph && graph.context.currentTime >= next.startsAt) {
      // The store follows, and its sync prepares what comes after, with the state that follows.
      promote();
      return;
    }
    const s = getPlayerState();
    handOver(s);
    schedule(s);
    cache.keep([slot?.track.src, next?.src ?? upcomingTrack(s)?.src]);
    publish();
  }

  const applyLevels = (s: PlayerState) => {
    if (!slot || slot.playId === ADOPTING) return;
    const level = dbToGain(normalizationGainDb(s, s.index));
    if (level !== slot.level) {
      slot.level = level;
      slot.voice?.setLevel(level);
    }
    if (next) next.voice.setLevel(dbToGain(normalizationGainDb(s, upcomingIndex(s))));
  };

  const applyVolume = (s: PlayerState) => {
    const volume = s.muted ? 0 : s.volume / 100;
    if (graph) setLevel(graph.master.gain, volume, graph.context);
    for (const voice of [slot?.voice, ...fading]) {
      if (voice?.kind === 'element' && !(voice as ElementVoice).routed) (voice as ElementVoice).element.volume = volume;
    }
  };

  const applyPlaying = (s: PlayerState) => {
    if (!slot) return;
    if (s.isPlaying && !slot.voice) startVoice(s);
    if (graph) void (s.isPlaying ? graph.context.resume() : graph.context.suspend()).catch(() => {});
    slot.voice?.setPlaying(s.isPlaying);
  };

  function sync() {
    const s = getPlayerState();
    const track = currentTrack(s);
    if (!track?.src) {
      stopAll();
      publish();
      return;
    }
    if (slot?.playId === ADOPTING && slot.track.src === track.src) {
      // The store followed the engine's own move to the next track.
      slot.playId = s.playId;
      seekNonce = s.seekRequest?.nonce ?? seekNonce;
      logStart();
    }
    if (!slot || slot.playId !== s.playId || slot.track.src !== track.src) load(s, track);
    else slot.track = track;
    if (s.seekRequest && s.seekRequest.nonce !== seekNonce) {
      seekNonce = s.seekRequest.nonce;
      cancelNext();
      for (const voice of [...fading]) release(voice, false);
      if (slot!.voice) slot!.voice.seek(s.seekRequest.seconds);
      else slot!.offset = s.seekRequest.seconds;
    }
    const upcoming = upcomingTrack(s);
    if (next && (next.src !== upcoming?.src || next.crossfade !== s.crossfade || next.shuffle !== s.shuffle || next.repeat !== s.repeat)) cancelNext();
    applyVolume(s);
    applyPlaying(s);
    applyLevels(s);
    prepare();
  }

  const setRate = (rate: number) => {
    const voice = slot?.voice;
    if (!voice || voice.rate() === rate) return;
    voice.setRate(rate);
    // The next track was timed for the old rate: it is scheduled again once the rate is back at 1.
    if (next && graph && next.startsAt > graph.context.currentTime + SCHEDULE_MARGIN_SECONDS) cancelNext();
  };
  const seekInfo = () => {
    const exact = slot?.voice?.kind === 'buffer' && !!graph;
    return { exact, outputLag: exact ? Math.max(0, graph!.context.currentTime - audioNow(graph!.context)) : 0 };
  };
  const unregisterClock = registerEngineClock({ position: exactPosition, setRate, seekInfo });
  const unsubscribe = subscribePlayer(sync);
  const ticker = setInterval(prepare, TICK_MS);
  sync();

  return {
    stop() {
      unregisterClock();
      unsubscribe();
      clearInterval(ticker);
      stopAll();
      cache.clear();
      status.remove();
    },
  };
}
