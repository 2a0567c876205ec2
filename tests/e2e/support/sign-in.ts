import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin12345' },
  listener: { email: 'listener@example.com', password: 'demo12345' },
  artist: { email: 'artist@example.com', password: 'demo12345' },
} as const;

/** Signs the context in through the API (cookie notice accepted), as the login form would. */
export async function signIn(context: BrowserContext, account: { email: string; password: string }) {
  await context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
  await context.request.get('/api/v1/bootstrap-data');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/auth/login', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data: { ...account, remember: false },
  });
  if (!response.ok()) throw new Error(`login as ${account.email} answered ${response.status()}`);
}
