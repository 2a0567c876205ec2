// The one AudioContext of the page and its master volume. Created on the
// first play, inside the listener's gesture, as browsers require.

export type AudioGraph = { context: AudioContext; master: GainNode };

let graph: AudioGraph | null = null;

/** Safari's Audio Session API: "playback" keeps music going with the ringer switch off and the screen locked. */
type AudioSessionNavigator = Navigator & { audioSession?: { type: string } };

export const webAudioAvailable = () => typeof AudioContext !== 'undefined';

export function audioGraph(): AudioGraph {
  if (graph) return graph;
  const session = (navigator as AudioSessionNavigator).audioSession;
  if (session) session.type = 'playback';
  const context = new AudioContext({ latencyHint: 'playback' });
  const master = context.createGain();
  master.connect(context.destination);
  graph = { context, master };
  return graph;
}

/** Closes the context (tests; a page keeps it). */
export async function closeAudioGraph(): Promise<void> {
  const closing = graph?.context.close();
  graph = null;
  await closing;
}

/** A short ramp: level changes on the audio thread without a click. */
export const LEVEL_RAMP_SECONDS = 0.015;

export function setLevel(param: AudioParam, value: number, context: BaseAudioContext): void {
  param.cancelScheduledValues(context.currentTime);
  param.setTargetAtTime(value, context.currentTime, LEVEL_RAMP_SECONDS);
}
