import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChildServer } from '../../scripts/local-server';
import { GATE_ROUNDS } from './fuzz-seeds';
import { describeOutcome, fuzzTarget, runFuzz, summarize, type FuzzTarget } from './support/fuzz-run';
import { startOwnServer } from './support/own-server';

// Issue 11: every operation of /api/v1/openapi.json (generated from the
// routes' own zod schemas, so new routes join by themselves) gets
// property-based requests from fast-check, as a guest, a listener and an
// admin. Any 5xx, connection error or crash fails, and so does a 2xx to a
// request the schema or the text rule forbids.
//
// Issue 25: this is the gate, so it draws nothing new: it replays the fixed
// rounds of fuzz-seeds.ts (the round of every seed that found a defect, and
// a few more), whatever the clock or the environment says. `npm run fuzz`
// explores new seeds (docs/fuzz.md).
let server: ChildServer;
let target: FuzzTarget;

beforeAll(async () => {
  // Scrobbling checks a ListenBrainz token with ListenBrainz: the loopback fake of global-setup.ts, never the real service.
  const scrobbling = inject('fakeScrobblingUrl');
  server = await startOwnServer('fuzz', { vars: { LISTENBRAINZ_API_BASE: scrobbling, LASTFM_API_BASE: scrobbling } });
  target = await fuzzTarget(server);
  expect(target.arbitraries.length).toBeGreaterThan(100);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('the API under property-based input, replaying the fixed rounds', () => {
  for (const { seed, round, found } of GATE_ROUNDS) {
    it(`answers every operation without a 5xx, and refuses what its schema forbids: seed ${seed}, round ${round}${found ? ` (found ${found})` : ''}`, async () => {
      expect(server.alive(), 'the server died during an earlier round').toBe(true);
      const report = await runFuzz(target, { seed, firstRound: round, rounds: 1, alive: server.alive });
      const summary = summarize(report);
      expect(server.alive(), `${summary}\n--- server output ---\n${server.output}`).toBe(true);
      expect(
        report.failures.map(describeOutcome).slice(0, 25),
        `${summary}\nFUZZ_SEED=${seed} FUZZ_ROUND=${round} FUZZ_ROUNDS=1 npm run fuzz replays this round on a server of its own.\n--- server output ---\n${server.output}`,
      ).toEqual([]);
      expect(report.rounds).toBe(1);
    }, 120_000);
  }
});
