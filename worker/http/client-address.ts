import type { Context } from 'hono';
import type { AppEnv } from '../types';

/**
 * The client's address, for rate limits, sessions and play counting
 * (docs/api/http-contract.md, "Client address"). Only a header that the
 * platform in front of the worker sets, and that a client cannot set
 * itself, says who the client is: `CLIENT_IP_HEADER` names it. Cloudflare's
 * edge sets CF-Connecting-IP on every request and replaces one a client
 * sent (wrangler.toml). Where nothing trustworthy is in front, as on the
 * loopback-only local server, the variable is empty and the address is
 * unknown: every client then shares one budget, and no header a client
 * makes up buys it a fresh one.
 */
export function clientAddressOf(request: Request, env: { CLIENT_IP_HEADER?: string }): string | null {
  const header = env.CLIENT_IP_HEADER?.trim();
  if (!header) return null;
  const value = request.headers.get(header)?.trim();
  return value ? value.slice(0, 64) : null;
}

export const clientAddress = (c: Context<AppEnv>) => clientAddressOf(c.req.raw, c.env);
