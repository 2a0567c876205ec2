/**
 * What a guest tried before being asked to log in (issue 26): a like, follow
 * or repost, and the address it was tried on. Login returns there, and the
 * page's own button finishes it. Kept for this tab only.
 */
/** `jam`: joining a Jam (issue 30) from its link. */
export type PendingAction = { action: 'likes' | 'follows' | 'reposts' | 'jam'; type: string; id: number; on: boolean; returnTo: string };

const KEY = 'be.pending-action';

function read(): PendingAction | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingAction | null;
    return value && typeof value.id === 'number' && typeof value.returnTo === 'string' && value.returnTo.startsWith('/') ? value : null;
  } catch {
    return null;
  }
}

export function rememberPendingAction(action: PendingAction): void {
  sessionStorage.setItem(KEY, JSON.stringify(action));
}

/** Where login should return to while an action waits. */
export const pendingActionReturnPath = (): string | null => read()?.returnTo ?? null;

/** The waiting action of this kind, if it was tried on `path`; taken, so it runs once. */
export function takePendingAction(action: PendingAction['action'], type: string, path: string): PendingAction | null {
  const pending = read();
  if (!pending || pending.action !== action || pending.type !== type || pending.returnTo !== path) return null;
  sessionStorage.removeItem(KEY);
  return pending;
}
