// The engine's exact clock and its playback rate, for whoever keeps the
// player in step with something else (a Jam, client/jam/). Each engine
// registers itself; without one, there is nothing to read.

export type EngineClock = {
  /** Seconds into the current track at this moment (not the last 200 ms tick); null when nothing is loaded. */
  position(): number | null;
  /** Plays the current track at `rate` times real time (1 is normal). */
  setRate(rate: number): void;
  /**
   * Whether a seek lands exactly where asked at once (a decoded buffer), and
   * how far behind the scheduling clock the heard position is (seconds): a
   * seek to the heard position `p` asks for `p + outputLag`.
   */
  seekInfo(): { exact: boolean; outputLag: number };
};

let clock: EngineClock | null = null;

export function registerEngineClock(engine: EngineClock): () => void {
  clock = engine;
  return () => {
    if (clock === engine) clock = null;
  };
}

export const exactPosition = (): number | null => clock?.position() ?? null;
export const setPlaybackRate = (rate: number): void => clock?.setRate(rate);
export const seekInfo = () => clock?.seekInfo() ?? { exact: false, outputLag: 0 };

/** The wall clock with sub-millisecond resolution (what positions are compared at). */
export const wallNow = () => performance.timeOrigin + performance.now();

/**
 * The audio clock at this instant: the time being heard (the output
 * timestamp) moved on by the time since it was taken, so readings are not
 * stuck to the render quantum; the context's currentTime where no timestamp
 * exists (a suspended or just-started context).
 */
export function audioNow(context: AudioContext): number {
  if (context.state !== 'running' || typeof context.getOutputTimestamp !== 'function') return context.currentTime;
  const stamp = context.getOutputTimestamp();
  if (!stamp.contextTime || !stamp.performanceTime) return context.currentTime;
  const now = stamp.contextTime + (performance.now() - stamp.performanceTime) / 1000;
  return Math.abs(now - context.currentTime) < 0.2 ? now : context.currentTime;
}
