import type { BrowserContext } from 'playwright-core';

let counter = 0;

/**
 * Registers a fresh listener through the app's own API inside the browser
 * context, so the context holds its session cookie: each test starts with an
 * empty library, whatever other files did to the shared e2e state.
 */
export async function signUpListener(context: BrowserContext): Promise<{ email: string; password: string }> {
  const email = `e2e-listener-${Date.now()}-${++counter}@example.com`;
  const password = 'listener12345';
  await context.request.get('/api/v1/bootstrap-data');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/auth/register', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data: { email, password, password_confirmation: password },
  });
  if (!response.ok()) throw new Error(`register answered ${response.status()}: ${await response.text()}`);
  return { email, password };
}

/** Signs the context in as an existing account (the seeded demo ones: password demo12345) through the API, as the login form would. */
export async function signInAs(context: BrowserContext, email: string, password = 'demo12345'): Promise<void> {
  await context.request.get('/api/v1/bootstrap-data');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/auth/login', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data: { email, password, remember: false },
  });
  if (!response.ok()) throw new Error(`login as ${email} answered ${response.status()}`);
}
