import { BENCH_USER_PASSWORD, benchUserEmail } from './bench-users';
import { BENCH_CLIENT_IP_HEADER } from './routes';

export type SignedIn = { cookie: string; userId: number };

/** Signs in through the real login route from an address of its own: the session cookie and the user's id. */
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
  const session = response.headers.getSetCookie().find((c) => c.startsWith('music_session='));
  if (!response.ok || !session) throw new Error(`signing ${email} in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { bootstrapData: { user: { id: number } } };
  return { cookie: session.split(';')[0], userId: body.bootstrapData.user.id };
}

const signIn = async (baseUrl: string, email: string, password: string, address: string) => (await signInUser(baseUrl, email, password, address)).cookie;

/**
 * One seeded listener's session cookie, for the signed-in routes. Its own
 * address keeps it out of the login route's rate-limit windows.
 */
export const signInListener = (baseUrl: string) => signIn(baseUrl, benchUserEmail(0), BENCH_USER_PASSWORD, '192.0.2.1');

/** The seeded admin's session cookie, for the admin routes (issue 13). */
export const signInAdmin = (baseUrl: string, admin: { email: string; password: string }) => signIn(baseUrl, admin.email, admin.password, '192.0.2.2');
