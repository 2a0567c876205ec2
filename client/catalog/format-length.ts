import { trans } from '../i18n/trans';

/** A total play length in words: "1 hr 5 min", "32 min", "45 sec" (milliseconds in). */
export function formatLength(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return minutes > 0 ? trans(':hours hr :minutes min', { hours, minutes }) : trans(':hours hr', { hours });
  if (minutes > 0) return trans(':minutes min', { minutes });
  return trans(':seconds sec', { seconds });
}
