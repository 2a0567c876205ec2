import { z } from 'zod';

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Genre and tag names as they appear in URLs. */
export const nameParam = z.object({ name: z.string().trim().min(1).max(100) });
