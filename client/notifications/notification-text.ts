import type { NotificationLine, NotificationPayload } from '../../worker/notifications/notification-types';
import { trans } from '../i18n/trans';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A line's server HTML as plain text: tags dropped, the server's escapes undone, `<br>` as a newline. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
}

/** A line in the reader's language when it carries its translation key, else the server's text. */
export function lineText(line: NotificationLine): string {
  if (line.i18n) {
    const replacements = line.i18n.replacements ?? {};
    return trans(line.i18n.key, replacements);
  }
  return htmlToText(line.content);
}

/** What a browser notification says: the first line as its title, the rest as its body. */
export function browserNotificationText(notification: NotificationPayload): { title: string; body: string } {
  const [first, ...rest] = notification.data.lines;
  return { title: first ? lineText(first) : trans('Notifications'), body: rest.map(lineText).join('\n') };
}
