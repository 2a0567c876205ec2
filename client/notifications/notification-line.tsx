import { Fragment, type ReactNode } from 'react';
import type { NotificationLine } from '../../worker/notifications/notification-types';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { htmlToText } from './notification-text';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The translated key with each `:name` replaced by its value in bold (longer names first, as trans() does). */
function filled(template: string, replacements: Record<string, string>): ReactNode[] {
  const names = Object.keys(replacements).sort((a, b) => b.length - a.length);
  if (!names.length) return [template];
  const parts = template.split(new RegExp(`:(${names.map(escapeRegExp).join('|')})`, 'g'));
  // split() with a group: texts at even indexes, names at odd ones.
  return parts.map((part, index) => (index % 2 === 0 ? part : <strong key={index}>{replacements[part]}</strong>));
}

/** Plain text with its line breaks. */
function withBreaks(text: string): ReactNode[] {
  return text.split('\n').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {part}
    </Fragment>
  ));
}

/**
 * One line of a notification. A line with a translation key shows in the
 * reader's language with its values in bold; any other line is the server's
 * escaped text, shown as text (no HTML is injected).
 */
export function NotificationLineText({ line }: { line: NotificationLine }) {
  const lines = useBootstrap().i18n.lines;
  if (line.i18n) return <>{filled(lines[line.i18n.key] ?? line.i18n.key, line.i18n.replacements ?? {})}</>;
  return <>{withBreaks(htmlToText(line.content))}</>;
}
