import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { fromBase64Url, toBase64Url } from '../auth/crypto';
import { SOCIAL_SERVICES } from './social-services';

/**
 * Between the redirect to the provider and its callback, the attempt's state,
 * PKCE verifier, nonce and mode wait in one HttpOnly cookie scoped to the
 * social routes. SameSite=Lax still sends it on the provider's top-level
 * redirect back; ten minutes is plenty to sign in at the provider.
 */
export const FLOW_COOKIE = 'social_auth_flow';
export const SOCIAL_COOKIE_PATH = '/secure/auth/social';
export const FLOW_TTL_SECONDS = 10 * 60;

const flowSchema = z.object({
  service: z.enum(SOCIAL_SERVICES),
  mode: z.enum(['login', 'connect']),
  state: z.string().min(20).max(200),
  codeVerifier: z.string().min(43).max(128),
  nonce: z.string().min(20).max(200),
});

export type SocialFlow = z.infer<typeof flowSchema>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function cookieOptions(c: Context<AppEnv>, maxAge: number) {
  return { httpOnly: true, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:', path: SOCIAL_COOKIE_PATH, maxAge } as const;
}

export function saveFlow(c: Context<AppEnv>, flow: SocialFlow): void {
  setCookie(c, FLOW_COOKIE, toBase64Url(encoder.encode(JSON.stringify(flow))), cookieOptions(c, FLOW_TTL_SECONDS));
}

/** The pending attempt, consumed: a callback can be used once. */
export function takeFlow(c: Context<AppEnv>): SocialFlow | null {
  const raw = getCookie(c, FLOW_COOKIE);
  if (!raw) return null;
  deleteCookie(c, FLOW_COOKIE, { path: SOCIAL_COOKIE_PATH });
  try {
    const parsed = flowSchema.safeParse(JSON.parse(decoder.decode(fromBase64Url(raw))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
