import type { HistoryItem } from '../../worker/music/music-types';

export type HistoryGroup = { key: string; label: string; items: HistoryItem[]; /** Position of the first item in the whole list. */ offset: number };

const DAY_MS = 24 * 3600 * 1000;
/** Within a week a day reads relative ("yesterday", "3 days ago"), older ones as dates. */
const RELATIVE_DAYS = 7;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Plays grouped by the local day they happened on, newest first, each group labelled in `language`. */
export function groupHistoryByDay(items: HistoryItem[], language: string, now = new Date()): HistoryGroup[] {
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const today = startOfDay(now).getTime();
  const groups: HistoryGroup[] = [];
  items.forEach((item, index) => {
    const day = startOfDay(new Date(item.played_at));
    const key = day.toISOString();
    const last = groups.at(-1);
    if (last?.key === key) return void last.items.push(item);
    const daysAgo = Math.round((today - day.getTime()) / DAY_MS);
    const label = daysAgo >= 0 && daysAgo < RELATIVE_DAYS ? relative.format(-daysAgo, 'day') : dates.format(day);
    groups.push({ key, label, items: [item], offset: index });
  });
  return groups;
}
