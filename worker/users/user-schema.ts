import { z } from 'zod';
import type { AuthUser } from '../permissions/auth-user';
import { GrantedPermission, SubscriptionPayload } from '../billing/billing-types';
import { describes } from '../http/responds';
import { timestamp } from '../http/response-fields';
import { TokenPayload } from '../access-tokens/token-list';

/** SPEC section 3, User: `AuthUser` (worker/permissions/auth-user.ts) as the OpenAPI document publishes it. */
export const UserSchema = describes<AuthUser>()(
  z
    .object({
      id: z.int(),
      name: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      email: z.string(),
      image: z.string().nullable(),
      email_verified_at: timestamp.nullable(),
      banned_at: timestamp.nullable(),
      language: z.string(),
      country: z.string().nullable(),
      timezone: z.string(),
      two_factor_confirmed_at: timestamp.nullable(),
      two_factor_recovery_codes: z.int(),
      has_password: z.boolean(),
      created_at: timestamp,
      roles: z.array(z.object({ id: z.int(), name: z.string() })),
      permissions: z.array(GrantedPermission),
      subscriptions: z.array(SubscriptionPayload),
      social_profiles: z.array(z.object({ service_name: z.string(), username: z.string().nullable() })),
      workspaces: z.array(z.object({ id: z.int(), role_id: z.int() })),
      unread_notifications_count: z.int(),
      unread_notifications_version: z.int(),
    })
    .meta({ id: 'User' }),
);

/** `{ user }` as the auth routes answer it: bootstrap data's user. */
export const UserAnswer = z.object({ user: UserSchema });

/** `{ user }` of the users routes, with its access tokens (worker/users/user-payload.ts). */
export const UserWithTokensAnswer = z.object({ user: UserSchema.extend({ tokens: z.array(TokenPayload) }).meta({ id: 'UserWithTokens' }) });
