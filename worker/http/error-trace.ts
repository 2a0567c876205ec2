/**
 * SPEC section 3, Error payload: exception, message, trace (frames), and
 * ignitionTrace, built from a JavaScript stack. Only sent to admins in debug.
 */
export type TraceFrame = {
  path: string[];
  lineNumber: number;
  method: string;
  flatIndex: number;
  codeSnippet: Record<number, string>;
};

const FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):\d+\)?$/;

export function errorTracePayload(error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error));
  const frames: TraceFrame[] = [];
  for (const line of (err.stack ?? '').split('\n').slice(1)) {
    const match = FRAME.exec(line);
    if (!match) continue;
    frames.push({
      method: match[1] ?? '(anonymous)',
      path: match[2].split('/').filter(Boolean),
      lineNumber: Number(match[3]),
      flatIndex: frames.length,
      codeSnippet: {},
    });
  }
  return {
    exception: err.name,
    message: err.message,
    trace: frames,
    totalVendorGroups: 0,
    ignitionTrace: true,
  };
}
