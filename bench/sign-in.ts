import { BENCH_USER_PASSWORD, benchUserEmail } from './bench-users';
import { BENCH_CLIENT_IP_HEADER } from './routes';

export type SignedIn = { cookie: string; userId: number };

const SESSION_COOKIE = 'music_session';

const pairOf = (pair: string): [string, string] => {
  const at = pair.indexOf('=');
  return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
};

/**
 * `cookie` (name=value pairs joined with '; ') after the response's
 * Set-Cookie, as a browser keeps them: a cookie set again is replaced, an
 * emptied or expired one dropped. XSRF-TOKEN is left out: the requests that
 * need it send a pair of their own.
 */
function withSetCookies(cookie: string, response: Response): string {
  const jar = new Map(cookie ? cookie.split('; ').map(pairOf) : []);
  for (const line of response.headers.getSetCookie()) {
    const [name, value] = pairOf(line.split(';')[0].trim());
    if (name === 'XSRF-TOKEN') continue;
    if (value && !/;\s*max-age=0\b/i.test(line)) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Signs in through the real login route from an address of its own: every cookie it sets (music_session, music_auth) and the user's id. */
export async function signInUser(baseUrl: string, email: string, password: string, address: string): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
      [BENCH_CLIENT_IP_HEADER]: address,
    },
    body: JSON.stringify({ email, password, remember: true }),
  });
  const cookie = withSetCookies('', response);
  if (!response.ok || !cookie.split('; ').some((pair) => pair.startsWith(`${SESSION_COOKIE}=`))) {
    throw new Error(`signing ${email} in failed: ${response.status} ${await response.text()}`);
  }
  const body = (await response.json()) as { bootstrapData: { user: { id: number } } };
  return { cookie, userId: body.bootstrapData.user.id };
}

/**
 * What a browser holding only the session gets on its next page: a GET of
 * bootstrap-data with the music_session cookie alone, whose Set-Cookie
 * carries a fresh music_auth (a signed snapshot that lives 30 s, decision 020).
 * When nothing comes back, the cookies stay as they were.
 */
export async function refreshAuth(baseUrl: string, cookie: string): Promise<string> {
  const session = cookie.split('; ').find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!session) return cookie;
  const response = await fetch(`${baseUrl}/api/v1/bootstrap-data`, { headers: { accept: 'application/json', cookie: session } });
  await response.arrayBuffer();
  return response.ok ? withSetCookies(cookie, response) : cookie;
}

/** A signed-in account's cookies: `cookie()` reads them as they are now, `refresh()` renews the short-lived music_auth. */
export type CookieJar = { cookie: () => string; refresh: () => Promise<void> };

export function cookieJar(baseUrl: string, signedIn: string): CookieJar {
  let cookie = signedIn;
  return {
    cookie: () => cookie,
    refresh: async () => {
      cookie = await refreshAuth(baseUrl, cookie);
    },
  };
}

const signIn = async (baseUrl: string, email: string, password: string, address: string) => (await signInUser(baseUrl, email, password, address)).cookie;

/**
 * One seeded listener's cookies, for the signed-in routes. Its own
 * address keeps it out of the login route's rate-limit windows.
 */
export const signInListener = (baseUrl: string) => signIn(baseUrl, benchUserEmail(0), BENCH_USER_PASSWORD, '192.0.2.1');

/** The seeded admin's cookies, for the admin routes (issue 13). */
export const signInAdmin = (baseUrl: string, admin: { email: string; password: string }) => signIn(baseUrl, admin.email, admin.password, '192.0.2.2');
