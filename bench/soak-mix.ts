// The soak's request mix (issue 10): what many listeners do at once on the
// demo catalog. Each entry is a kind of request with a weight; every request
// of the soak draws its kind at random.

export type SoakRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

/** What the mix needs from the server it loads: a listener's session and a playlist of theirs. */
export type SoakContext = {
  /** Cookie header of a signed-in demo account, XSRF-TOKEN included. */
  cookie: string;
  xsrf: string;
  playlistId: number;
  counts: { tracks: number; albums: number; artists: number };
};

type Kind = { name: string; weight: number; make: (ctx: SoakContext) => SoakRequest };

const JSON_HEADERS = { accept: 'application/json' };
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const id = (count: number) => 1 + Math.floor(Math.random() * count);

/** Prefixes of words of the demo catalog's names and of words that match nothing. */
const PREFIXES = ['vel', 'har', 'mid', 'nig', 'sun', 'rai', 'blu', 'gol', 'lov', 'ec', 'zzq', 'river', 'neon', 'the'];

const signedIn = (ctx: SoakContext, extra: Record<string, string> = {}) => ({ ...JSON_HEADERS, cookie: ctx.cookie, 'x-xsrf-token': ctx.xsrf, ...extra });
const jsonWrite = (ctx: SoakContext) => signedIn(ctx, { 'content-type': 'application/json' });

export const SOAK_MIX: Kind[] = [
  { name: 'track page', weight: 8, make: (c) => ({ method: 'GET', path: `/api/v1/tracks/${id(c.counts.tracks)}`, headers: JSON_HEADERS }) },
  { name: 'album page', weight: 6, make: (c) => ({ method: 'GET', path: `/api/v1/albums/${id(c.counts.albums)}`, headers: JSON_HEADERS }) },
  { name: 'artist page', weight: 6, make: (c) => ({ method: 'GET', path: `/api/v1/artists/${id(c.counts.artists)}`, headers: JSON_HEADERS }) },
  { name: 'home channel', weight: 5, make: () => ({ method: 'GET', path: '/api/v1/channels/home', headers: JSON_HEADERS }) },
  { name: 'html page', weight: 4, make: (c) => ({ method: 'GET', path: `/track/${id(c.counts.tracks)}/x`, headers: { accept: 'text/html' } }) },
  { name: 'search', weight: 8, make: () => ({ method: 'GET', path: `/api/v1/search?query=${pick(PREFIXES)}`, headers: JSON_HEADERS }) },
  {
    name: 'stream range',
    weight: 8,
    make: (c) => {
      const start = Math.floor(Math.random() * 200_000);
      return { method: 'GET', path: `/api/v1/tracks/${id(c.counts.tracks)}/stream`, headers: { range: `bytes=${start}-${start + 65_535}` } };
    },
  },
  { name: 'bootstrap-data (signed in)', weight: 8, make: (c) => ({ method: 'GET', path: '/api/v1/bootstrap-data', headers: signedIn(c) }) },
  {
    // Wrong passwords from one address: after a few, the login limits answer 429.
    name: 'login (wrong password)',
    weight: 4,
    make: (c) => ({
      method: 'POST',
      path: '/auth/login',
      headers: { ...JSON_HEADERS, 'content-type': 'application/json', cookie: `XSRF-TOKEN=${c.xsrf}`, 'x-xsrf-token': c.xsrf },
      body: JSON.stringify({ email: pick(['listener@example.com', 'nightowl@example.com', 'nobody@example.com']), password: 'not-the-password', remember: false }),
    }),
  },
  // One PBKDF2 hash (100,000 iterations) per request: the CPU a sign-in costs.
  { name: 'password hash', weight: 3, make: () => ({ method: 'GET', path: '/api/v1/__bench/password-hash', headers: JSON_HEADERS }) },
  {
    name: 'comment',
    weight: 3,
    make: (c) => ({
      method: 'POST',
      path: '/api/v1/comments',
      headers: jsonWrite(c),
      body: JSON.stringify({ commentable_type: 'track', commentable_id: id(c.counts.tracks), content: `Soak comment ${Math.random().toString(36).slice(2)}` }),
    }),
  },
  {
    name: 'playlist rename',
    weight: 2,
    make: (c) => ({ method: 'PUT', path: `/api/v1/playlists/${c.playlistId}`, headers: jsonWrite(c), body: JSON.stringify({ name: `Soak ${Math.floor(Math.random() * 1000)}` }) }),
  },
  {
    name: 'playlist tracks',
    weight: 3,
    make: (c) => ({
      method: Math.random() < 0.6 ? 'POST' : 'DELETE',
      path: `/api/v1/playlists/${c.playlistId}/tracks`,
      headers: jsonWrite(c),
      body: JSON.stringify({ ids: [id(c.counts.tracks)] }),
    }),
  },
];

const TOTAL = SOAK_MIX.reduce((sum, k) => sum + k.weight, 0);

/** A request of a kind drawn by weight. */
export function nextSoakRequest(ctx: SoakContext): SoakRequest & { kind: string } {
  let r = Math.random() * TOTAL;
  for (const kind of SOAK_MIX) {
    r -= kind.weight;
    if (r < 0) return { ...kind.make(ctx), kind: kind.name };
  }
  const last = SOAK_MIX[SOAK_MIX.length - 1];
  return { ...last.make(ctx), kind: last.name };
}
