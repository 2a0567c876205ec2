import { BENCH_USER_PASSWORD, benchUserEmail } from './bench-users';
import { BENCH_CLIENT_IP_HEADER } from './routes';

/**
 * Signs one seeded listener in through the real login route and returns the
 * session cookie, for the signed-in routes. Uses an address of its own so it
 * never shares a rate-limit window with the login route's requests.
 */
export async function signInListener(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
      [BENCH_CLIENT_IP_HEADER]: '192.0.2.1',
    },
    body: JSON.stringify({ email: benchUserEmail(0), password: BENCH_USER_PASSWORD, remember: true }),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith('music_session='));
  if (!response.ok || !session) throw new Error(`signing the bench listener in failed: ${response.status} ${await response.text()}`);
  return session.split(';')[0];
}
