const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * DESIGN section 3: a POST carrying `X-HTTP-Method-Override` or `?_method=` is
 * routed as that method. Applied before routing, since Hono picks the route
 * from the request's method.
 */
export function applyMethodOverride(request: Request): Request {
  if (request.method !== 'POST') return request;
  const url = new URL(request.url);
  const wanted = (request.headers.get('x-http-method-override') ?? url.searchParams.get('_method') ?? '').toUpperCase();
  if (!OVERRIDABLE.has(wanted)) return request;
  url.searchParams.delete('_method');
  return new Request(url, { method: wanted, headers: request.headers, body: request.body, redirect: request.redirect });
}
