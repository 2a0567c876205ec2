import { openDialog } from '../../ui/dialog/dialog-store';
import { ErrorTraceDialog } from './error-trace-dialog';
import type { ErrorTracePayload, TracedRequest } from './trace-types';

/** Opens the trace dialog over whatever is on screen (SPEC section 8: in place of the error toast). */
export function openErrorTrace(error: ErrorTracePayload, request?: TracedRequest): Promise<unknown> {
  return openDialog(ErrorTraceDialog, { error, request });
}
