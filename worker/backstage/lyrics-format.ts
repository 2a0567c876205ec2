// LRC lines start with a "[mm:ss.xx]" stamp (worker/catalog/lyrics-parser.ts
// reads them); "[ar:...]"-style tags hold metadata.
const STAMPED = /^\s*\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]/;
const TAG = /^\s*\[[a-z#]+:[^\]]*\]\s*$/i;

/** Synced when most lines carry a time stamp: a stray "[0:30]" in plain lyrics does not make them LRC. */
export function looksLikeLrc(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() && !TAG.test(line));
  const stamped = lines.filter((line) => STAMPED.test(line)).length;
  return stamped > 0 && stamped * 2 >= lines.length;
}
