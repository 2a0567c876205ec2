import { z } from 'zod';

// Field shapes that answers share (DESIGN section 3).

/** Dates are ISO 8601 UTC strings (db/columns.ts `isoNow`, or `Date#toISOString`). */
export const timestamp = z.iso.datetime();

/** `{ message }`: what a route that only acknowledges says. */
export const MessageAnswer = z.object({ message: z.string() }).meta({ id: 'Message' });

/** `{}`: a write that has nothing to report. */
export const EmptyAnswer = z.object({}).meta({ id: 'Empty' });

/** `{ deleted }`: how many of the named rows a bulk delete removed. */
export const DeletedAnswer = z.object({ deleted: z.int() }).meta({ id: 'Deleted' });

/** Any JSON value: what a user's preference or a setting holds. */
export const JsonValue = z.json().meta({ id: 'JsonValue' });
