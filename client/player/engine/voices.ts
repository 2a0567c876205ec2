import type { TrackPayload } from '../../../worker/music/music-types';
import { setLevel, type AudioGraph } from './audio-graph';

/**
 * One track sounding: its source, then a fade gain (crossfades, stops without
 * a click), then a level gain (normalization), into the master volume. A
 * buffer voice plays decoded audio on the audio clock, sample-accurately; an
 * element voice streams through an <audio> element while the buffer decodes.
 */
export type Voice = {
  readonly kind: 'buffer' | 'element';
  readonly track: TrackPayload;
  /** Seconds into the track (a buffer voice: at audio-clock time `at`, now when left out). */
  position(at?: number): number;
  /** Seconds; 0 until known. */
  duration(): number;
  /** The audio-clock time it ends at (buffer voices; null while unknown). */
  endsAt(): number | null;
  setLevel(gain: number): void;
  /** Gain ramps on the audio thread: in from 0 over [at, at + seconds], or out to 0. */
  fade(direction: 'in' | 'out', at: number, seconds: number): void;
  /** Back to full level now (a seek or skip cut a fade short). */
  unfade(): void;
  /** Element voices follow play and pause themselves; buffer voices follow the context. */
  setPlaying(playing: boolean): void;
  seek(seconds: number): void;
  /**
   * Plays faster or slower than real time (a Jam's small drift, client/jam/):
   * a buffer voice changes its source's playbackRate (the pitch follows, by
   * at most a few per cent), an element its own (the pitch kept).
   */
  setRate(rate: number): void;
  rate(): number;
  /** Silences and releases it; `soft` ramps down first so a cut does not click. */
  stop(soft?: boolean): void;
  onEnded: (() => void) | null;
  onError: (() => void) | null;
  onPlaying: (() => void) | null;
};

const STOP_RAMP_SECONDS = 0.02;

/** An equal-power curve, so a crossfade keeps the loudness constant through the overlap. */
function fadeCurve(direction: 'in' | 'out'): Float32Array {
  const steps = 64;
  const curve = new Float32Array(steps);
  for (let i = 0; i < steps; i++) {
    const x = i / (steps - 1);
    curve[i] = Math.sin(((direction === 'in' ? x : 1 - x) * Math.PI) / 2);
  }
  return curve;
}

function gains(graph: AudioGraph, level: number) {
  const fade = graph.context.createGain();
  const gain = graph.context.createGain();
  gain.gain.value = level;
  fade.connect(gain).connect(graph.master);
  return { fade, gain };
}

function fadeControls(graph: AudioGraph, fade: GainNode, gain: GainNode) {
  const { context } = graph;
  return {
    setLevel: (value: number) => setLevel(gain.gain, value, context),
    fade(direction: 'in' | 'out', at: number, seconds: number) {
      const start = Math.max(at, context.currentTime);
      // Only what is scheduled from the fade on: a fade-in still running before it stays.
      fade.gain.cancelScheduledValues(start);
      if (direction === 'in') fade.gain.setValueAtTime(0, context.currentTime);
      if (seconds > 0) fade.gain.setValueCurveAtTime(fadeCurve(direction), start, seconds);
      else fade.gain.setValueAtTime(direction === 'in' ? 1 : 0, start);
    },
    unfade() {
      fade.gain.cancelScheduledValues(0);
      setLevel(fade.gain, 1, context);
    },
    silence() {
      fade.gain.cancelScheduledValues(0);
      fade.gain.setTargetAtTime(0, context.currentTime, STOP_RAMP_SECONDS / 4);
    },
  };
}

export function bufferVoice(
  graph: AudioGraph,
  track: TrackPayload,
  buffer: AudioBuffer,
  { when, offset, level }: { when: number; offset: number; level: number },
): Voice {
  const { context } = graph;
  const { fade, gain } = gains(graph, level);
  const controls = fadeControls(graph, fade, gain);
  let source: AudioBufferSourceNode;
  // The position is linear in the audio clock from an anchor: (anchorAt, anchorPosition), at `speed` seconds of audio a second.
  let startedAt = 0;
  let anchorAt = 0;
  let anchorPosition = 0;
  let speed = 1;

  const positionAt = (time: number) =>
    Math.min(buffer.duration, time <= anchorAt ? anchorPosition : anchorPosition + (time - anchorAt) * speed);

  const start = (at: number, offsetSeconds: number) => {
    source = context.createBufferSource();
    source.buffer = buffer;
    source.playbackRate.value = speed;
    source.connect(fade);
    startedAt = anchorAt = Math.max(at, context.currentTime);
    anchorPosition = Math.min(offsetSeconds, buffer.duration);
    source.start(startedAt, anchorPosition);
    const own = source;
    source.onended = () => own === source && voice.onEnded?.();
  };
  const cut = (soft: boolean) => {
    const old = source;
    old.onended = null;
    if (soft) controls.silence();
    old.stop(context.currentTime + (soft ? STOP_RAMP_SECONDS : 0));
  };

  const voice: Voice = {
    kind: 'buffer',
    track,
    position: (at = context.currentTime) => positionAt(at),
    duration: () => buffer.duration,
    endsAt: () => anchorAt + (buffer.duration - anchorPosition) / speed,
    ...controls,
    setPlaying: () => {},
    setRate(rate) {
      if (rate === speed) return;
      const now = context.currentTime;
      anchorPosition = positionAt(now);
      anchorAt = Math.max(now, startedAt);
      speed = rate;
      source.playbackRate.setValueAtTime(rate, anchorAt);
    },
    rate: () => speed,
    seek(seconds) {
      cut(false);
      controls.unfade();
      start(context.currentTime, seconds);
    },
    stop(soft = true) {
      cut(soft);
      setTimeout(() => fade.disconnect(), (soft ? STOP_RAMP_SECONDS : 0) * 1000 + 50);
    },
    onEnded: null,
    onError: null,
    onPlaying: null,
  };
  start(when, offset);
  return voice;
}

/** Also the debugging handle: the element carries this test id while it sounds. */
export const ELEMENT_VOICE_TEST_ID = 'player-audio-element';

export type ElementVoice = Voice & {
  element: HTMLAudioElement;
  routed: boolean;
  /** The browser refused to start it (autoplay without a gesture). */
  onBlocked: (() => void) | null;
};

export function elementVoice(
  graph: AudioGraph,
  track: TrackPayload,
  { offset, level, routed }: { offset: number; level: number; routed: boolean },
): ElementVoice {
  const element = document.createElement('audio');
  element.preload = 'auto';
  element.hidden = true;
  element.dataset.testid = ELEMENT_VOICE_TEST_ID;
  // Through the graph (normalization, fades) the audio must be readable: CORS
  // for another origin. Without it (an external host that sends no CORS) the
  // element plays on its own, at the master volume only.
  if (routed) element.crossOrigin = 'anonymous';
  element.src = track.src!;
  if (offset > 0) element.currentTime = offset;
  document.body.append(element);
  const { fade, gain } = gains(graph, level);
  const controls = fadeControls(graph, fade, gain);
  if (routed) graph.context.createMediaElementSource(element).connect(fade);
  else element.volume = Math.min(1, graph.master.gain.value);

  const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
  const voice = {
    kind: 'element' as const,
    track,
    element,
    routed,
    position: () => element.currentTime,
    duration: () => finite(element.duration) || track.duration / 1000,
    endsAt: () => null,
    ...controls,
    setPlaying(playing: boolean) {
      if (!playing) return element.pause();
      // Autoplay refused (no gesture yet): the engine shows the paused state instead of a lie.
      // An AbortError only means a newer load or pause superseded this play.
      element.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') voice.onBlocked?.();
      });
    },
    seek(seconds: number) {
      element.currentTime = seconds;
    },
    setRate(rate: number) {
      element.playbackRate = rate;
    },
    rate: () => element.playbackRate,
    stop(soft = true) {
      element.onended = element.onerror = element.onplaying = null;
      if (soft) controls.silence();
      setTimeout(
        () => {
          element.pause();
          element.removeAttribute('src');
          element.load();
          element.remove();
          fade.disconnect();
        },
        soft ? STOP_RAMP_SECONDS * 1000 + 30 : 0,
      );
    },
    onEnded: null as (() => void) | null,
    onError: null as (() => void) | null,
    onPlaying: null as (() => void) | null,
    onBlocked: null as (() => void) | null,
  };
  element.onended = () => voice.onEnded?.();
  element.onerror = () => voice.onError?.();
  element.onplaying = () => voice.onPlaying?.();
  return voice;
}
