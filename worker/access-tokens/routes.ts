import { Hono } from 'hono';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { accessTokens } from '../../db/access-tokens';
import { validate } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { requireAuth, requirePermission } from '../permissions/guard';
import { isOverQuota, restrictionValue } from '../permissions/auth-user';
import { createAccessToken } from '../auth/access-tokens';
import { plansAction } from '../billing/plans-action';
import { tokenRevoked } from '../auth/revocations';
import { requireApiIntegrated } from './require-api-integrated';
import { responds } from '../http/responds';
import { EmptyAnswer } from '../http/response-fields';
import { TokenListAnswer, TokenPayload, tokensOf } from './token-list';

/** SPEC section 6: api.access gates API tokens; its `count` restriction caps how many a user holds. */
const API_ACCESS = 'api.access';

/** SPEC section 5: token name required. */
const createTokenBody = z.object({
  tokenName: z.string().trim().min(1, 'The token name field is required.').max(100, 'The token name must not be greater than 100 characters.'),
});
const tokenIdParam = z.object({ id: z.coerce.number().int().positive() });

/** Personal access tokens (DESIGN section 3); secrets are shown once, at creation. */
export const accessTokenRoutes = new Hono<AppEnv>()
  .get('/access-tokens', requireApiIntegrated, requireAuth, responds(TokenListAnswer), async (c) => {
    return c.json({ tokens: await tokensOf(c.get('db'), c.get('user')!.id) });
  })
  .post(
    '/access-tokens',
    requireApiIntegrated,
    requireAuth,
    requirePermission(API_ACCESS),
    validate('json', createTokenBody),
    responds(z.object({ token: TokenPayload, plainTextToken: z.string() }), 201),
    async (c) => {
      const user = c.get('user')!;
      const db = c.get('db');
      const [{ held }] = await db.select({ held: count() }).from(accessTokens).where(eq(accessTokens.user_id, user.id));
      if (isOverQuota(user, API_ACCESS, 'count', held)) {
        const max = restrictionValue(user, API_ACCESS, 'count');
        throw new ValidationError({ tokenName: [`You can have at most ${max} API tokens. Delete one first.`] }, await plansAction(c.env, db, API_ACCESS));
      }
      const { plainTextToken, ...token } = await createAccessToken(db, user.id, c.req.valid('json').tokenName);
      return c.json({ token, plainTextToken }, 201);
    },
  )
  .delete('/access-tokens/:id', requireApiIntegrated, requireAuth, validate('param', tokenIdParam), responds(EmptyAnswer), async (c) => {
    const deleted = await c
      .get('db')
      .delete(accessTokens)
      .where(and(eq(accessTokens.id, c.req.valid('param').id), eq(accessTokens.user_id, c.get('user')!.id)))
      .returning({ id: accessTokens.id });
    // Someone else's token is as absent as a missing one.
    if (!deleted.length) throw notFound();
    tokenRevoked(deleted[0].id);
    return c.json({});
  });
