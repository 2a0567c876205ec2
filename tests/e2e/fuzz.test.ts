import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildServer } from '../../scripts/local-server';
import { ApiSession } from './support/api-session';
import { caseArbitrary, operationsOf, type FuzzCase, type OpenApi } from './support/fuzz-cases';
import { startOwnServer } from './support/own-server';

// Issue 11: every operation of /api/v1/openapi.json (generated from the
// routes' own zod schemas, so new routes join by themselves) gets
// property-based requests from fast-check, as a guest, a listener and an
// admin. Any 5xx, connection error or crash fails, and so does a 2xx to a
// request the schema or the text rule forbids. FUZZ_SECONDS runs it longer
// (default 20 s, kept short for `npm test`; the run must still complete two
// rounds of every operation), FUZZ_SEED replays a run.
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CONCURRENCY = 6;

let server: ChildServer;
let doc: OpenApi;
const identities: { name: string; headers: () => Record<string, string> }[] = [];

beforeAll(async () => {
  server = await startOwnServer('fuzz');
  const admin = await ApiSession.admin(server.url);
  // The API document is served while the API is integrated (docs/api/http-contract.md).
  await admin.request('POST', '/api/v1/settings', { settings: { 'api.integrated': true } });
  doc = await admin.request<OpenApi>('GET', '/api/v1/openapi.json');
  const listener = new ApiSession(server.url);
  await listener.request('POST', '/auth/login', { email: 'listener@example.com', password: 'demo12345', remember: false });
  identities.push(
    { name: 'guest', headers: () => ({ Cookie: 'XSRF-TOKEN=fuzz', 'X-XSRF-TOKEN': 'fuzz' }) },
    { name: 'listener', headers: () => listener.authHeaders() },
    { name: 'admin', headers: () => admin.authHeaders() },
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

type Outcome = { status: number | string; identity: string; request: FuzzCase; ms: number };

/**
 * One request; a connection error is retried on another connection. The
 * server may close a kept-alive connection after answering a request whose
 * body it refused unread (413, 415), and the client's pool can hand that
 * dead socket to the next request (several, when several were closed);
 * browsers retry then too. A third failure is the server's.
 */
async function send(identity: (typeof identities)[number], request: FuzzCase): Promise<Outcome> {
  let outcome = await sendOnce(identity, request);
  for (let retry = 0; retry < 2 && typeof outcome.status !== 'number'; retry++) outcome = await sendOnce(identity, request);
  return outcome;
}

async function sendOnce(identity: (typeof identities)[number], request: FuzzCase): Promise<Outcome> {
  const started = Date.now();
  const outcome = (status: number | string) => ({ status, identity: identity.name, request, ms: Date.now() - started });
  try {
    const res = await fetch(server.url + request.path, {
      method: request.method,
      headers: { Accept: 'application/json', ...identity.headers(), ...request.headers },
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    await res.arrayBuffer();
    return outcome(res.status);
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.name) : String(error);
    return outcome(`connection error (${cause})`);
  }
}

const describeOutcome = ({ status, identity, request, ms }: Outcome) =>
  `${status} after ${ms} ms: ${identity} ${request.method} ${request.path}${request.mustRefuse ? ` (${request.mustRefuse})` : ''} ${typeof request.body === 'string' ? request.body.slice(0, 120) : request.body ? '[multipart]' : ''}`;

describe('the API under property-based input', () => {
  it(`answers every operation without a 5xx, and refuses what its schema forbids (seed ${SEED})`, async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(100);
    const arbitraries = operations.map(({ method, path, operation }) => caseArbitrary(method, path, operation));
    const deadline = Date.now() + SECONDS * 1000;
    const failures: Outcome[] = [];
    const counts: Record<string, number> = {};
    let slowest: Outcome | undefined;
    let round = 0;
    const queue: (() => Promise<void>)[] = [];
    // Rounds over every operation and identity until the time is up; each
    // round draws a fresh sample per operation from the seeded generator.
    const fill = () => {
      const samples = arbitraries.map((arbitrary) => fc.sample(arbitrary, { numRuns: 1, seed: SEED + round })[0]);
      round++;
      for (const identity of identities) {
        for (const request of samples) {
          queue.push(async () => {
            const outcome = await send(identity, request);
            const cls = typeof outcome.status === 'number' ? `${Math.floor(outcome.status / 100)}xx` : 'connection error';
            counts[cls] = (counts[cls] ?? 0) + 1;
            const refusedWrongly = request.mustRefuse && typeof outcome.status === 'number' && outcome.status < 300;
            if (typeof outcome.status !== 'number' || outcome.status >= 500 || refusedWrongly) failures.push(outcome);
            if (outcome.ms > (slowest?.ms ?? 0)) slowest = outcome;
          });
        }
      }
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < deadline) {
          if (!queue.length) fill();
          await queue.shift()!();
        }
      }),
    );
    const summary = `${round} rounds, ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}; slowest: ${slowest ? describeOutcome(slowest) : '-'}`;
    expect(server.alive(), summary).toBe(true);
    expect(failures.map(describeOutcome).slice(0, 25), `${summary}\nFUZZ_SEED=${SEED} replays this run.\n--- server output ---\n${server.output}`).toEqual([]);
    expect(round, summary).toBeGreaterThanOrEqual(2);
  }, (SECONDS + 60) * 1000);
});
