import { describe } from 'vitest';

// Scrobbling to ListenBrainz and Last.fm (docs/api/scrobbling.md), against
// the loopback fakes of both APIs (support/fake-listenbrainz.ts, support/fake-lastfm.ts).

describe('scrobbling-connections', async () => {
  await import('./scrobbling-connections.suite');
});

describe('scrobbling-delivery', async () => {
  await import('./scrobbling-delivery.suite');
});
