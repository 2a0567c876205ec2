// Minimal types for the parts of autocannon's programmatic API the bench uses
// (autocannon 9 ships no types and @types/autocannon is not installed).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      connections?: number;
      /** Seconds. */
      duration?: number;
      amount?: number;
      /** Seconds to wait for one response. */
      timeout?: number;
      pipelining?: number;
      title?: string;
      /** Requests cycled per connection; setupRequest may rewrite each before it is sent. */
      requests?: {
        method?: string;
        path?: string;
        headers?: Record<string, string>;
        body?: string;
        setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
      }[];
    }

    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      title?: string;
      url: string;
      /** Seconds. */
      duration: number;
      requests: Histogram & { sent: number };
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
      on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): this;
      on(event: 'done', listener: (result: Result) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
