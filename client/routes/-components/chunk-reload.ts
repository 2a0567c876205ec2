const RELOAD_MARK = 'be.chunk-reload';

/** A dynamic import failed, usually because a deploy replaced the hashed chunks. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

/** Reloads once per page session, so a truly missing chunk cannot loop. */
export function reloadOnce(): boolean {
  if (sessionStorage.getItem(RELOAD_MARK)) return false;
  sessionStorage.setItem(RELOAD_MARK, '1');
  window.location.reload();
  return true;
}
