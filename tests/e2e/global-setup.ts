import { cpSync, existsSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { migrateAndSeed } from '../../scripts/local-state';
import { startLocalServer, WORKER_BUNDLE } from '../../scripts/local-server';
import { E2E_STATE, SEEDED_STATE } from './support/own-server';
import { startFakeStripe } from './support/fake-stripe-server';
import { startFakeScrobbling } from './support/fake-scrobbling-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    fakeStripeUrl: string;
    fakeScrobblingUrl: string;
  }
}

/**
 * The built app on the local server of `npm start`, on a fresh copy of a
 * freshly seeded state, as a person would reach it. Files that need a server
 * of their own (the soak, the kill-and-resume test) copy the same seeded
 * state (support/own-server.ts) instead of seeding again.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/client/index.html') || !existsSync(WORKER_BUNDLE)) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  rmSync(E2E_STATE, { recursive: true, force: true });
  migrateAndSeed(SEEDED_STATE, {}, 'quiet');
  const shared = `${E2E_STATE}/shared`;
  cpSync(SEEDED_STATE, shared, { recursive: true });
  // The payment gateway's API and hosted pages, faked on loopback: tests never reach Stripe (tests/e2e/billing.test.ts).
  const stripe = await startFakeStripe();
  // ListenBrainz and Last.fm too (tests/e2e/scrobbling.test.ts; docs/api/scrobbling.md).
  const scrobbling = await startFakeScrobbling();
  const server = await startLocalServer({
    persistTo: shared,
    vars: { STRIPE_API_BASE: stripe.url, LISTENBRAINZ_API_BASE: scrobbling.url, LASTFM_API_BASE: scrobbling.url, LASTFM_AUTH_URL: `${scrobbling.url}/api/auth` },
  });
  project.provide('baseUrl', server.url);
  project.provide('fakeStripeUrl', stripe.url);
  project.provide('fakeScrobblingUrl', scrobbling.url);
  return async () => {
    await server.stop();
    await stripe.stop();
    await scrobbling.stop();
  };
}
