import { desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { accessTokens } from '../../db/access-tokens';
import { timestamp } from '../http/response-fields';

/** SPEC section 3, Access token, as its owner sees it: never its secret (plainTextToken comes only with creation). */
export const TokenPayload = z.object({ id: z.int(), name: z.string(), last_used_at: timestamp.nullable(), created_at: timestamp });
export const TokenListAnswer = z.object({ tokens: z.array(TokenPayload) });

/** A user's tokens, newest first, at most 100 (on access_tokens_user_idx). */
export const tokensOf = (db: Db, userId: number | SQL) =>
  db
    .select({ id: accessTokens.id, name: accessTokens.name, last_used_at: accessTokens.last_used_at, created_at: accessTokens.created_at })
    .from(accessTokens)
    .where(eq(accessTokens.user_id, userId))
    .orderBy(desc(accessTokens.id))
    .limit(100);
