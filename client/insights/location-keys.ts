/** A city entry's country: its key is `CC:City` (worker/insights/insights-types.ts, BreakdownEntry). */
export const cityCountry = (key: string) => key.slice(0, key.indexOf(':') === 2 ? 2 : 0);
