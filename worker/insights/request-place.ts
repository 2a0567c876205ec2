/** Where the request came from, as Cloudflare's edge says (request.cf): the country code and the city, or nulls. */
export function requestPlace(request: Request): { country: string | null; city: string | null } {
  const cf = request.cf as { country?: unknown; city?: unknown } | undefined;
  const country = typeof cf?.country === 'string' && /^[A-Z0-9]{2}$/.test(cf.country) ? cf.country : null;
  const city = typeof cf?.city === 'string' && cf.city.trim() ? cf.city.trim().slice(0, 100) : null;
  return { country, city };
}
