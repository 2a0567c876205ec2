/**
 * SPEC section 3, Error payload: exception, message, trace (frames, with runs
 * of vendor frames grouped), totalVendorGroups and ignitionTrace, built from
 * a JavaScript stack. Sent to admins in debug (worker/http/error-handler.ts)
 * and rebuilt from a stored stack for the admin error log (worker/logs/).
 * The client's trace dialog reads these types (client/errors/trace/).
 */
export type TraceFrame = {
  path: string[];
  lineNumber: number;
  method: string;
  /** The frame's place in the whole stack, vendor frames counted. */
  flatIndex: number;
  // SPEC section 3's `codeSnippet` (line number to text) is left out on
  // purpose: a Worker has no file system and runs as one bundle, so it holds
  // no source lines to quote; the field was always `{}`. The dialog shows the
  // frame's file and failing line instead (client/errors/trace/selected-frame.tsx).
};

export type VendorGroup = { vendorGroup: true; items: TraceFrame[] };

export type TraceItem = TraceFrame | VendorGroup;

export type ErrorTracePayload = {
  exception: string;
  message: string;
  trace: TraceItem[];
  totalVendorGroups: number;
  ignitionTrace: true;
};

/** V8's frame lines: `at method (location:line:column)` or `at location:line:column`. */
const FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):\d+\)?$/;
/** Enough frames to follow any request through the app; the rest is noise. */
const MAX_FRAMES = 100;
/** Code that is not the app's: dependencies and the runtime's own modules. */
const VENDOR = /(^|\/)node_modules\/|^(node|cloudflare|workerd|internal)[:/]/;

/** The class of what was thrown: its name, or its constructor's when the name is the generic one. */
export function exceptionName(error: unknown): string {
  if (!(error instanceof Error)) return 'Error';
  if (error.name && error.name !== 'Error') return error.name;
  const constructorName = error.constructor?.name;
  return constructorName && constructorName !== 'Object' ? constructorName : 'Error';
}

function parseFrames(stack: string): { frame: TraceFrame; vendor: boolean }[] {
  const frames: { frame: TraceFrame; vendor: boolean }[] = [];
  for (const line of stack.split('\n')) {
    const match = FRAME.exec(line);
    if (!match || frames.length >= MAX_FRAMES) continue;
    const location = match[2].replace(/^file:\/\//, '').replace(/\?.*$/, '');
    frames.push({
      vendor: VENDOR.test(location),
      frame: {
        method: match[1]?.replace(/^async /, '') ?? '(anonymous)',
        path: location.split('/').filter(Boolean),
        lineNumber: Number(match[3]),
        flatIndex: frames.length,
      },
    });
  }
  return frames;
}

/** The frames of a stack, each run of consecutive vendor frames folded into one group. */
export function traceOf(stack: string): { trace: TraceItem[]; totalVendorGroups: number } {
  const trace: TraceItem[] = [];
  let totalVendorGroups = 0;
  for (const { frame, vendor } of parseFrames(stack)) {
    const last = trace[trace.length - 1];
    if (!vendor) trace.push(frame);
    else if (last && 'vendorGroup' in last) last.items.push(frame);
    else {
      trace.push({ vendorGroup: true, items: [frame] });
      totalVendorGroups++;
    }
  }
  return { trace, totalVendorGroups };
}

/** The payload for a stored error (exception, message and stack as recorded). */
export function tracePayload(entry: { exception: string; message: string; stack: string }): ErrorTracePayload {
  return { exception: entry.exception, message: entry.message, ...traceOf(entry.stack), ignitionTrace: true };
}

export function errorTracePayload(error: unknown): ErrorTracePayload {
  const err = error instanceof Error ? error : new Error(String(error));
  return tracePayload({ exception: exceptionName(error), message: err.message, stack: err.stack ?? '' });
}
