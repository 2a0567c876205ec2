import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import react from '@vitejs/plugin-react';
import { answerOutbound, MAIL_API_KEY } from './tests/worker/support/outbound-fakes.ts';

// DESIGN section 6: three projects. The worker project runs the real app in
// workerd with the real migrations applied to a real local D1.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores,
    // one file at a time. Both cores run the worker and client files; the
    // e2e files still run one at a time (fileParallelism below).
    maxWorkers: '100%',
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations'), MAIL_API_KEY },
              // Third-party APIs (bot check, email) answered by fakes: tests never reach the internet.
              outboundService: answerOutbound,
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['tests/worker/setup.ts'],
          // The permission sweeps (every route as a guest and a listener) take
          // 3 to 4 s alone; with both cores busy with two files, Vitest's 5 s
          // default failed them in a run that was otherwise green.
          testTimeout: 15_000,
          // Each test file loads the app afresh in a new workerd, and the pool
          // inlines node_modules, so every file of hono, zod, drizzle, stripe and
          // the AWS SDK was fetched one by one per test file (about half of the
          // per-file setup). Pre-bundled, each is a single module.
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  'hono', 'hono/cookie', 'hono/factory', 'hono/http-exception', 'hono/router/trie-router', 'hono/utils/http-status',
                  'zod', 'drizzle-orm', 'drizzle-orm/batch', 'drizzle-orm/d1', 'drizzle-orm/sqlite-core', 'drizzle-zod',
                  '@hono/zod-validator', 'arctic', 'oauth4webapi', 'otpauth', '@simplewebauthn/server', '@simplewebauthn/server/helpers',
                  'otplib', 'uqr', 'stripe', 'music-metadata', '@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner', 'jose',
                ],
              },
            },
          },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          // Each file still gets a fresh happy-dom, but modules (React, the
          // router, the app's code) load once per worker rather than once per
          // file, a fifth of the project's time. The app's stores are
          // module-global, so tests/client/setup.ts resets them before each test.
          isolate: false,
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // expect.poll waits on a condition; its 1 s default ceiling failed a first page's render while the
          // worker and client lane shares the machine (scripts/test-lanes.sh). A met condition returns at once.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
