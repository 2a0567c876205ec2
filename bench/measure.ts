import autocannon from 'autocannon';
import type { BenchRoute } from './routes';

/** One row of results.json's `figures` (times in ms), plus what went wrong, if anything. */
export type Figure = {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
};
export type Measurement = Figure & { responses: number; non2xx: number; errors: number; statusCodes: Record<string, number> };

const round = (n: number, digits: number) => Number(n.toFixed(digits));

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Runs autocannon against one route for `seconds` at `connections`. rps counts
 * 2xx responses only; p50/p99 come from every 2xx response's own time
 * (sub-millisecond, unlike autocannon's whole-millisecond histogram, which
 * matters when the ceiling answers in about 1 ms).
 */
export async function measure(baseUrl: string, route: BenchRoute, connections: number, seconds: number): Promise<Measurement> {
  const times: number[] = [];
  const instance = autocannon({
    url: baseUrl + route.path,
    method: route.method ?? 'GET',
    headers: headersOf(route),
    body: route.body,
    requests: route.vary ? [{ setupRequest: varied(route) }] : undefined,
    connections,
    duration: seconds,
    timeout: 10,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  // autocannon stops itself at `duration`; this only guards against a wedged run.
  const guard = setTimeout(() => instance.stop(), (seconds + 20) * 1000);
  const result = await instance;
  clearTimeout(guard);

  times.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  return {
    name: route.name,
    connections,
    rps: round(times.length / Math.max(result.duration, 0.001), 1),
    p50: round(percentile(times, 0.5), 3),
    p99: round(percentile(times, 0.99), 3),
    responses: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

/** The route's headers with its signed-in cookies as they are now (the CSRF cookie, if any, kept beside them). */
function headersOf(route: BenchRoute): Record<string, string> {
  if (!route.cookie) return route.headers ?? {};
  return { ...route.headers, cookie: [route.headers?.cookie, route.cookie()].filter(Boolean).join('; ') };
}

/** A request rewriter that numbers requests across every connection of the run. */
function varied(route: BenchRoute) {
  let n = 0;
  const vary = route.vary!;
  return (request: autocannon.RawRequest): autocannon.RawRequest => {
    const change = vary(n++);
    return { ...request, ...change, headers: { ...request.headers, ...change.headers } };
  };
}

/** A short untimed run so the route's code, D1 pages and caches are warm before measuring. */
export async function warmUp(baseUrl: string, route: BenchRoute, seconds: number): Promise<Measurement> {
  return measure(baseUrl, route, 4, seconds);
}
