import { z } from 'zod';
import { describes } from '../http/responds';
import type { ErrorTracePayload, TraceFrame } from '../http/error-trace';
import { errorLogList } from './error-log-list';
import { outgoingEmailList } from './outgoing-email-list';

// docs/api/admin.md, "Logs": one error with its trace, and one email.

const TraceFrameSchema = describes<TraceFrame>()(
  z.object({
    path: z.array(z.string()),
    lineNumber: z.int(),
    method: z.string(),
    flatIndex: z.int(),
  }),
);

/** SPEC section 3, Error payload (worker/http/error-trace.ts). */
const ErrorTraceSchema = describes<ErrorTracePayload>()(
  z.object({
    exception: z.string(),
    message: z.string(),
    trace: z.array(z.union([TraceFrameSchema, z.object({ vendorGroup: z.literal(true), items: z.array(TraceFrameSchema) })])),
    totalVendorGroups: z.int(),
    ignitionTrace: z.literal(true),
  }),
);

/** GET logs/error/{id}: the list's row, where the request came from, and the trace rebuilt from the stored stack. */
export const ErrorLogEntry = errorLogList.row.extend({ ip_address: z.string().nullable(), user_agent: z.string().nullable(), ...ErrorTraceSchema.shape });

/** GET logs/outgoing-email/{id}: the list's row and both bodies. */
export const OutgoingEmail = outgoingEmailList.row.extend({ body_text: z.string(), body_html: z.string() });

