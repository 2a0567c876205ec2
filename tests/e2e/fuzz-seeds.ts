// The rounds of the API fuzz that `npm test` replays (tests/e2e/fuzz.test.ts,
// docs/fuzz.md), in this order, on one fresh server: the round of every
// seed that ever found a defect, then fixed ones for breadth. An entry is round
// `round` of the run FUZZ_SEED=`seed`: the requests of fast-check seed
// seed + round for every operation, as the guest, the listener and the
// admin, in the order that run sent them (support/fuzz-run.ts). A round is
// a request per operation and identity (765 today), about 8 s of the
// server's CPU, so the list stays short.
// `npm run fuzz` prints the entry to add when it finds a failure.

export type GateRound = { seed: number; round: number; found?: string };

export const GATE_ROUNDS: GateRound[] = [
  {
    seed: 565548741,
    round: 1,
    found: 'six JSON routes answered 200 to {"__proto__":{"admin":true}}; any __proto__, constructor or prototype key is 422 now',
  },
  {
    seed: 446983238,
    round: 3,
    found: 'a 500 adding tracks to a playlist deleted meanwhile (fcaa8bf)',
  },
  // Fixed rounds that found nothing: more of the input space on every run.
  { seed: 20261128, round: 0 },
];
