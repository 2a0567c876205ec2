import fc from 'fast-check';
import type { ChildServer } from '../../../scripts/local-server';
import { ApiSession } from './api-session';
import { caseArbitrary, operationsOf, type FuzzCase, type OpenApi } from './fuzz-cases';
import { AnswerChecker, type AnswerDocument } from './answer-check';

// The API fuzz run (issue 11), shared by the gate in `npm test`
// (tests/e2e/fuzz.test.ts, the fixed rounds of fuzz-seeds.ts) and `npm run
// fuzz` (tests/e2e/fuzz-cli.ts, new seeds for a bounded time); docs/fuzz.md.
//
// A run has a seed S. Its round r draws one request per operation of
// /api/v1/openapi.json from seed S + r, with nothing else random, and queues
// that sample as the guest, then the listener, then the admin; the requests
// go out on CONCURRENCY connections in queue order. So a seed and a round
// name the same requests in the same order on every machine, as long as the
// operations' schemas and fuzz-cases.ts / fuzz-arbitraries.ts stay as they
// are (a change there draws other requests from every seed). What no seed
// fixes: the interleaving of the concurrent requests, and the state the
// server carries from the requests before.

export const CONCURRENCY = 6;

export type Identity = { name: string; headers: () => Record<string, string> };

/** `wrong`: how a success answer differs from what the document says of it (support/answer-check.ts). */
export type Outcome = { status: number | string; identity: string; request: FuzzCase; ms: number; round: number; wrong?: string };

export type FuzzTarget = {
  url: string;
  identities: Identity[];
  arbitraries: fc.Arbitrary<FuzzCase>[];
  answers: AnswerChecker;
};

/**
 * Signs in the admin and the demo listener on a fresh server and reads the
 * API document (served while the API is integrated, docs/api/http-contract.md).
 */
export async function fuzzTarget(server: ChildServer): Promise<FuzzTarget> {
  const admin = await ApiSession.admin(server.url);
  await admin.request('POST', '/api/v1/settings', { settings: { 'api.integrated': true } });
  const doc = await admin.request<OpenApi & AnswerDocument>('GET', '/api/v1/openapi.json');
  const listener = new ApiSession(server.url);
  await listener.request('POST', '/auth/login', { email: 'listener@example.com', password: 'demo12345', remember: false });
  const operations = operationsOf(doc);
  return {
    url: server.url,
    identities: [
      { name: 'guest', headers: () => ({ Cookie: 'XSRF-TOKEN=fuzz', 'X-XSRF-TOKEN': 'fuzz' }) },
      { name: 'listener', headers: () => listener.authHeaders() },
      { name: 'admin', headers: () => admin.authHeaders() },
    ],
    arbitraries: operations.map(({ method, path, operation }) => caseArbitrary(method, path, operation)),
    answers: new AnswerChecker(doc),
  };
}

/**
 * One request; a connection error is retried on another connection. The
 * server may close a kept-alive connection after answering a request whose
 * body it refused unread (413, 415), and the client's pool can hand that
 * dead socket to the next request (several, when several were closed);
 * browsers retry then too. A third failure is the server's.
 */
async function send(target: FuzzTarget, identity: Identity, request: FuzzCase, round: number): Promise<Outcome> {
  let outcome = await sendOnce(target, identity, request, round);
  for (let retry = 0; retry < 2 && typeof outcome.status !== 'number'; retry++) outcome = await sendOnce(target, identity, request, round);
  return outcome;
}

async function sendOnce({ url, answers }: FuzzTarget, identity: Identity, request: FuzzCase, round: number): Promise<Outcome> {
  const started = Date.now();
  const outcome = (status: number | string, wrong?: string | null) => ({ status, identity: identity.name, request, round, ms: Date.now() - started, ...(wrong && { wrong }) });
  try {
    const res = await fetch(url + request.path, {
      method: request.method,
      headers: { Accept: 'application/json', ...identity.headers(), ...request.headers },
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const body = new Uint8Array(await res.arrayBuffer());
    // A hostile segment such as `%2e%2e` is a dot segment to the URL parser: the request reached another route than its operation's.
    const reached = new URL(url + request.path).pathname === request.path.split('?')[0];
    return outcome(res.status, reached ? answers.check(request.operation, { status: res.status, contentType: res.headers.get('Content-Type'), body }) : null);
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.name) : String(error);
    return outcome(`connection error (${cause})`);
  }
}

export type RunOptions = {
  seed: number;
  /** The first round sent (default 0): round r of seed S is round 0 of seed S + r. */
  firstRound?: number;
  /** Exactly this many rounds (the gate, and `FUZZ_ROUNDS`)... */
  rounds?: number;
  /** ...or rounds for this long, and none after a round that failed (`npm run fuzz`). */
  seconds?: number;
  alive: () => boolean;
  /** Called with each outcome. */
  onOutcome?: (outcome: Outcome) => void;
};

export type RunReport = {
  seed: number;
  firstRound: number;
  /** Rounds drawn, and every request of each sent (the queue drains before the run ends). */
  rounds: number;
  failures: Outcome[];
  counts: Record<string, number>;
  slowest?: Outcome;
  ms: number;
};

/**
 * Sends rounds seed, seed + 1, ... Any 5xx, connection error that persists
 * over two retries, 2xx to a request that must be refused, or success answer
 * that is not as the document describes it (status, media type, schema) is a failure;
 * a crash stops the run (and the caller checks `alive`).
 */
export async function runFuzz(target: FuzzTarget, options: RunOptions): Promise<RunReport> {
  const { seed } = options;
  const started = Date.now();
  const deadline = started + (options.seconds ?? 0) * 1000;
  const firstRound = options.firstRound ?? 0;
  const report: RunReport = { seed, firstRound, rounds: 0, failures: [], counts: {}, ms: 0 };
  const queue: (() => Promise<void>)[] = [];
  const more = () =>
    options.rounds !== undefined ? report.rounds < options.rounds : Date.now() < deadline && report.failures.length === 0;
  const fill = () => {
    const round = firstRound + report.rounds++;
    const samples = target.arbitraries.map((arbitrary) => fc.sample(arbitrary, { numRuns: 1, seed: seed + round })[0]);
    for (const identity of target.identities) {
      for (const request of samples) {
        queue.push(async () => {
          const outcome = await send(target, identity, request, round);
          const cls = typeof outcome.status === 'number' ? `${Math.floor(outcome.status / 100)}xx` : 'connection error';
          report.counts[cls] = (report.counts[cls] ?? 0) + 1;
          const refusedWrongly = request.mustRefuse && typeof outcome.status === 'number' && outcome.status < 300;
          if (typeof outcome.status !== 'number' || outcome.status >= 500 || refusedWrongly || outcome.wrong) report.failures.push(outcome);
          if (outcome.ms > (report.slowest?.ms ?? 0)) report.slowest = outcome;
          options.onOutcome?.(outcome);
        });
      }
    }
  };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (options.alive()) {
        if (!queue.length) {
          if (!more()) break;
          fill();
        }
        await queue.shift()!();
      }
    }),
  );
  report.ms = Date.now() - started;
  return report;
}

export const describeOutcome = ({ status, identity, request, ms, round, wrong }: Outcome) =>
  `${status} after ${ms} ms, round ${round}: ${identity} ${request.method} ${request.path}${request.mustRefuse ? ` (${request.mustRefuse})` : ''} ${typeof request.body === 'string' ? request.body.slice(0, 120) : request.body ? '[multipart]' : ''}${wrong ? `\n    ${request.operation}: ${wrong}` : ''}`;

export const summarize = (report: RunReport) =>
  `seed ${report.seed}, ${report.rounds === 1 ? `round ${report.firstRound}` : `rounds ${report.firstRound} to ${report.firstRound + report.rounds - 1}`} in ${(report.ms / 1000).toFixed(1)} s, ${Object.entries(report.counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}; slowest: ${report.slowest ? describeOutcome(report.slowest) : '-'}`;
