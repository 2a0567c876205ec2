/** Polls `check` until it holds: for work the queue does after a request has answered. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}
