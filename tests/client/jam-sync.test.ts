import { describe, expect, it } from 'vitest';
import { clockOffset, driftAction, expectedPositionMs, MAX_RATE_DELTA } from '../../client/jam/jam-sync';
import { JAM_CLOSE as CLIENT_CLOSE, JAM_MAX_LISTENERS as CLIENT_MAX } from '../../client/jam/jam-limits';
import { JAM_MAX_LISTENERS } from '../../worker/jam/jam-constants';
import { JAM_CLOSE } from '../../worker/jam/jam-types';

describe('clockOffset', () => {
  it('takes the offset from the ping with the shortest round trip, the server read halfway through it', () => {
    // The server clock is 1000 ms ahead; the slow pings are delayed on the way back (asymmetric).
    const samples = [
      { sentMs: 0, serverMs: 1_010, receivedMs: 90 },
      { sentMs: 100, serverMs: 1_104, receivedMs: 108 },
      { sentMs: 200, serverMs: 1_230, receivedMs: 400 },
    ];
    expect(clockOffset(samples)).toEqual({ offsetMs: 1_000, rttMs: 8 });
    expect(clockOffset([])).toBeNull();
  });
});

describe('expectedPositionMs', () => {
  it('moves on in real time while playing and stands still while paused', () => {
    expect(expectedPositionMs({ playing: true, position_ms: 5_000, at_server_ms: 10_000 }, 12_500)).toBe(7_500);
    expect(expectedPositionMs({ playing: false, position_ms: 5_000, at_server_ms: 10_000 }, 12_500)).toBe(5_000);
    // A server time before the anchor (a rough first offset) never goes back.
    expect(expectedPositionMs({ playing: true, position_ms: 5_000, at_server_ms: 10_000 }, 9_000)).toBe(5_000);
  });
});

describe('driftAction', () => {
  it('seeks from 400 ms of drift either way', () => {
    expect(driftAction(0.4)).toEqual({ kind: 'seek' });
    expect(driftAction(-0.75)).toEqual({ kind: 'seek' });
  });

  it('plays slower when ahead and faster when behind, in proportion, at most 5% off', () => {
    expect(driftAction(0.03)).toEqual({ kind: 'rate', rate: 0.97 });
    expect(driftAction(-0.02)).toEqual({ kind: 'rate', rate: 1.02 });
    expect(driftAction(0.39)).toEqual({ kind: 'rate', rate: 1 - MAX_RATE_DELTA });
    expect(driftAction(-0.2)).toEqual({ kind: 'rate', rate: 1 + MAX_RATE_DELTA });
  });

  it('is back at the normal rate within 10 ms', () => {
    expect(driftAction(0.01)).toEqual({ kind: 'rate', rate: 1 });
    expect(driftAction(-0.004)).toEqual({ kind: 'rate', rate: 1 });
    expect(driftAction(0.012)).toEqual({ kind: 'rate', rate: 0.988 });
  });
});

describe('the limits the client shows', () => {
  it('agree with the worker', () => {
    expect(CLIENT_MAX).toBe(JAM_MAX_LISTENERS);
    expect(CLIENT_CLOSE).toEqual(JAM_CLOSE);
  });
});
