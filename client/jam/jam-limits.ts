// The Jam's limits the client shows, the same as worker/jam/jam-constants.ts and
// jam-types.ts (the client may import only types from the worker);
// tests/client/jam-sync.test.ts checks they agree.

/** Issue 30: up to 32 listeners in one Jam. */
export const JAM_MAX_LISTENERS = 32;
/** Close codes after which the socket does not reconnect. */
export const JAM_CLOSE = { ended: 4000, removed: 4003, notMember: 4004 } as const;
