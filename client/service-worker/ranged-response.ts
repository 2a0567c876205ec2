/**
 * A saved audio file answered like the stream route answers it
 * (worker/streaming/serve-audio.ts): 200 with Accept-Ranges when no range is
 * asked, 206 with Content-Range for `bytes=a-b`, `bytes=a-` and `bytes=-n`,
 * 416 for a range past the end. One range only: media elements ask for one.
 */
export async function rangedResponse(saved: Response, rangeHeader: string | null): Promise<Response> {
  const blob = await saved.blob();
  const type = saved.headers.get('Content-Type') ?? blob.type ?? 'application/octet-stream';
  const size = blob.size;
  const base = { 'Content-Type': type, 'Accept-Ranges': 'bytes' };
  if (!rangeHeader) return new Response(blob, { status: 200, headers: { ...base, 'Content-Length': String(size) } });

  const range = parseRange(rangeHeader, size);
  if (!range) return new Response(null, { status: 416, headers: { ...base, 'Content-Range': `bytes */${size}` } });
  const [start, end] = range;
  return new Response(blob.slice(start, end + 1, type), {
    status: 206,
    headers: { ...base, 'Content-Length': String(end - start + 1), 'Content-Range': `bytes ${start}-${end}/${size}` },
  });
}

/** The inclusive byte range of one `bytes=` range in a file of `size` bytes, or null when it cannot be met. */
export function parseRange(header: string, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? null : [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start < size && start <= end ? [start, end] : null;
}
