// Conditional requests on an R2 object (RFC 9110 section 13). R2's httpEtag
// is the quoted strong validator we send as ETag.

/** If-None-Match: `*` or a list of entity tags, compared weakly (a `W/` prefix is ignored). */
export function noneMatchHolds(header: string, etag: string): boolean {
  const tags = header.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.some((tag) => tag.replace(/^W\//, '') === etag);
}

/**
 * If-Range: the Range applies only while the client's copy is current, by a
 * strong ETag or an exact Last-Modified date; a weak tag never matches.
 */
export function ifRangeHolds(header: string, object: R2Object): boolean {
  const value = header.trim();
  if (value.startsWith('"')) return value === object.httpEtag;
  if (value.startsWith('W/')) return false;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === Math.floor(object.uploaded.getTime() / 1000);
}
