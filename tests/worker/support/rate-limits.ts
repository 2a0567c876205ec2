/**
 * Rate limits count in fixed windows aligned to the epoch (worker/http/rate-limit.ts).
 * A test that spends a budget waits out the end of a window first, so its
 * attempts cannot straddle two windows and find the budget refilled.
 */
export async function awayFromWindowEdge(windowSeconds: number, needSeconds = 6) {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
