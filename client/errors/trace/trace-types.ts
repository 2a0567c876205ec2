import type { ErrorTracePayload, TraceFrame, TraceItem, VendorGroup } from '../../../worker/http/error-trace';

/** SPEC section 3's error payload, as worker/http/error-trace.ts builds it. */
export type { ErrorTracePayload, TraceFrame, TraceItem, VendorGroup };

/** Where a traced error happened, when it comes from the error log. */
export type TracedRequest = { method: string; url: string; status: number; created_at: string; user: { id: number; name: string } | null };

export const isVendorGroup = (item: TraceItem): item is VendorGroup => 'vendorGroup' in item;

/** An error body carries a trace when the server sent SPEC section 3's payload (admins in debug). */
export function hasErrorTrace(body: unknown): body is ErrorTracePayload {
  const value = body as Partial<ErrorTracePayload> | null;
  return Boolean(value?.ignitionTrace) && typeof value?.exception === 'string' && Array.isArray(value?.trace);
}

/** The frame an admin most likely wants first: the first of the app's own, else the first of all. */
export function firstAppFrame(trace: TraceItem[]): TraceFrame | null {
  const own = trace.find((item): item is TraceFrame => !isVendorGroup(item));
  if (own) return own;
  const group = trace.find(isVendorGroup);
  return group?.items[0] ?? null;
}

/** `worker/catalog/tracks.ts:42`, from a frame's path segments. */
export const frameLocation = (frame: TraceFrame) => `${frame.path.join('/')}:${frame.lineNumber}`;
