import type { Db } from './db';
import type { AuthUser } from './permissions/auth-user';

export type AuthVia = 'session' | 'token';

export type AppVariables = {
  db: Db;
  user: AuthUser | null;
  /** SHA-256 id of the current session row, when authenticated by cookie. */
  sessionId: string | null;
  authVia: AuthVia | null;
  /** The personal access token's id, when authenticated by Bearer token. */
  tokenId: number | null;
  workspaceId: number;
  /** Made on demand by cspNonce (worker/http/security-headers.ts). */
  cspNonce?: string;
  /** A web-font service beyond Google Fonts that this HTML page may load from (worker/http/security-headers.ts). */
  cspFontOrigin?: string;
};

export type AppEnv = { Bindings: Env; Variables: AppVariables };
