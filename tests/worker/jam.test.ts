import { describe } from 'vitest';

// Jam sessions (issue 30): the routes and socket, and the JamSession Durable
// Object directly (alarms, the ended rule). One file: one workerd start.

describe('jam-routes', async () => {
  await import('./jam-routes.suite');
});

describe('jam-session', async () => {
  await import('./jam-session.suite');
});
