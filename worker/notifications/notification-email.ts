import type { Db } from '../db';
import { emailLayout } from '../mail/templates/layout';
import { escapeHtml } from '../mail/escape-html';
import { sendMail } from '../mail/send-mail';
import { getSettings } from '../settings/settings-service';
import { lineText } from './notification-lines';
import { NOTIFICATION_TYPES } from './notification-types';
import type { NewNotification, Stored } from './store-notifications';
import { unsubscribeUrl } from './unsubscribe-link';

const button = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#18181b;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** Where the email's button leads: the notification's main action, or the notifications page (an invite's Join and Decline live there). */
function target(origin: string, input: NewNotification): { url: string; label: string } {
  const action = input.data.mainAction;
  if (action && !input.inviteId) return { url: new URL(action.action, origin).toString(), label: action.label ?? 'Open' };
  return { url: new URL('/notifications', origin).toString(), label: input.inviteId ? 'View invitation' : 'Open notifications' };
}

/** The email for one notification, with a link that stops this type's emails (docs/api/notifications.md). */
export function notificationEmail(siteName: string, origin: string, input: NewNotification, unsubscribe: string) {
  const lines = input.data.lines.map(lineText);
  const { url, label } = target(origin, input);
  const typeName = NOTIFICATION_TYPES[input.type].name;
  const footer = `You get this email because of your notification settings ("${typeName}").`;
  const text = [...lines, `${label}: ${url}`, `${footer} Stop these emails: ${unsubscribe}`].join('\n\n');
  const html = emailLayout(
    siteName,
    input.data.lines.map((line) => `<p>${line.content}</p>`).join('') +
      button(url, label) +
      `<p style="margin-top:24px;font-size:12px;color:#71717a">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribe)}" style="color:#71717a">Unsubscribe</a></p>`,
  );
  return { subject: lines[0] ?? siteName, text, html };
}

/** One email to each reader who takes this type by email, through the mail layer (a failure is recorded there, never thrown). */
export async function emailNotification(env: Env, db: Db, recipients: Stored['emailTo'], input: NewNotification, origin: string): Promise<void> {
  if (!recipients.length) return;
  const siteName = String((await getSettings(env, db))['branding.site_name']);
  for (const { userId, email } of recipients) {
    const message = notificationEmail(siteName, origin, input, await unsubscribeUrl(env, origin, userId, input.type));
    await sendMail(env, db, { to: email, ...message });
  }
}
