// The Jam's sync math (docs/decisions/032-jam-sessions.md): the clock offset
// from timing pings, where the Jam is now, and what to do about drift.
import type { JamPlayback } from '../../worker/jam/jam-types';

/** One ping's round trip: sent and received by the client's clock, answered at the server's. */
export type PingSample = { sentMs: number; serverMs: number; receivedMs: number };

/** Pings per estimate, and how often the offset is measured again. */
export const PINGS_PER_ESTIMATE = 6;
export const RE_ESTIMATE_MS = 30_000;
/** Issue 30: a drift of 400 ms or more is corrected by a seek. */
export const SEEK_DRIFT_S = 0.4;
/** Within this the listener is in step: normal rate. */
export const SETTLED_DRIFT_S = 0.01;
/** The most the rate moves from 1 (5%: a semitone is 6%), and how much of the drift it corrects per second. */
export const MAX_RATE_DELTA = 0.05;
const RATE_GAIN = 1;

/**
 * The server clock minus the client's, from the sample with the shortest
 * round trip (the least queueing, so the least asymmetric): the server read
 * its clock about halfway through the round trip.
 */
export function clockOffset(samples: PingSample[]): { offsetMs: number; rttMs: number } | null {
  let best: PingSample | null = null;
  for (const sample of samples) {
    if (!best || sample.receivedMs - sample.sentMs < best.receivedMs - best.sentMs) best = sample;
  }
  if (!best) return null;
  return { offsetMs: best.serverMs - (best.sentMs + best.receivedMs) / 2, rttMs: best.receivedMs - best.sentMs };
}

/** Where the Jam is at server time `serverNowMs`, in ms into the current item (moving on while it plays). */
export function expectedPositionMs(playback: Pick<JamPlayback, 'playing' | 'position_ms' | 'at_server_ms'>, serverNowMs: number): number {
  return playback.position_ms + (playback.playing ? Math.max(0, serverNowMs - playback.at_server_ms) : 0);
}

export type DriftAction = { kind: 'seek' } | { kind: 'rate'; rate: number };

/**
 * `driftS` is the local position minus the Jam's (positive: ahead). Large
 * drift seeks; smaller drift plays slower (ahead) or faster (behind), in
 * proportion, until within SETTLED_DRIFT_S, then at 1.
 */
export function driftAction(driftS: number): DriftAction {
  const size = Math.abs(driftS);
  if (size >= SEEK_DRIFT_S) return { kind: 'seek' };
  if (size <= SETTLED_DRIFT_S) return { kind: 'rate', rate: 1 };
  const delta = Math.min(MAX_RATE_DELTA, Math.max(0.005, size * RATE_GAIN));
  return { kind: 'rate', rate: Number((driftS > 0 ? 1 - delta : 1 + delta).toFixed(4)) };
}
