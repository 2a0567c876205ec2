import type { trans as Trans } from '../i18n/trans';

/** A playlist's length from milliseconds: "1 hr 5 min", "23 min", "45 sec". */
export function formatTotalLength(trans: typeof Trans, ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours) return trans(':hours hr :minutes min', { hours, minutes });
  if (minutes) return trans(':minutes min', { minutes });
  return trans(':seconds sec', { seconds });
}
