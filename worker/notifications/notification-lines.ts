import { escapeHtml } from '../mail/escape-html';
import type { NotificationLine } from './notification-types';

type Replacements = Record<string, string>;

/** Replaces each `:name` of `key`, longer names first (as the client's trans() does). */
export function fillPlaceholders(key: string, replacements: Replacements, format: (value: string) => string): string {
  let text = key;
  for (const name of Object.keys(replacements).sort((a, b) => b.length - a.length)) {
    text = text.split(`:${name}`).join(format(replacements[name]));
  }
  return text;
}

/**
 * A line from a translation key: its values are escaped and shown in bold.
 * The key and raw values travel with it, so the client shows the line in
 * the reader's language (and escapes the values itself).
 */
export function keyLine(key: string, replacements: Replacements = {}, extra: Omit<NotificationLine, 'content' | 'i18n'> = {}): NotificationLine {
  return { ...extra, content: fillPlaceholders(key, replacements, (value) => `<strong>${escapeHtml(value)}</strong>`), i18n: { key, replacements } };
}

/** Someone's own words (a comment, an announcement): escaped, line breaks kept, never translated. */
export function textLine(text: string, extra: Omit<NotificationLine, 'content' | 'i18n'> = {}): NotificationLine {
  return { ...extra, content: escapeHtml(text).replace(/\r?\n/g, '<br>') };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The line as plain text (email subjects and text parts). */
export function lineText(line: NotificationLine): string {
  if (line.i18n) return fillPlaceholders(line.i18n.key, line.i18n.replacements ?? {}, (value) => value);
  return line.content
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
}

/** Shortens someone's text for a line, on a word boundary when one is near. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
