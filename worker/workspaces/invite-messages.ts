import { emailLayout } from '../mail/templates/layout';
import { escapeHtml } from '../mail/escape-html';
import { keyLine } from '../notifications/notification-lines';
import { INVITE_ACTIONS } from '../notifications/notification-types';
import type { NewNotification } from '../notifications/store-notifications';
import { INVITE_TTL_DAYS } from './workspace-types';

type Inviter = { name: string; image: string | null };

/** SPEC section 4: an invite to an existing user is a notification with Join and Decline. */
export function inviteNotification(inviter: Inviter, workspaceName: string, inviteId: string): NewNotification {
  return {
    type: 'workspace.invite',
    inviteId,
    data: {
      image: inviter.image,
      lines: [keyLine(':name invited you to join :workspace', { name: inviter.name, workspace: workspaceName }, { type: 'primary' })],
      buttonActions: [
        { label: 'Join', action: INVITE_ACTIONS.join },
        { label: 'Decline', action: INVITE_ACTIONS.decline },
      ],
      inviteId,
    },
  };
}

/** /workspace/join/register prefills and locks the address (SPEC section 5) and joins on registration. */
export function joinRegisterUrl(origin: string, email: string, inviteId: string): string {
  const url = new URL('/workspace/join/register', origin);
  url.search = new URLSearchParams({ email, invite_id: inviteId, invite_type: 'workspace' }).toString();
  return url.toString();
}

/** The email to an address with no account yet. */
export function inviteEmail(siteName: string, inviter: string, workspaceName: string, url: string) {
  const subject = `${inviter} invited you to join ${workspaceName} on ${siteName}`;
  const after = `The invitation expires in ${INVITE_TTL_DAYS} days. If you were not expecting it, ignore this email.`;
  const text = [`${inviter} invited you to join the workspace "${workspaceName}" on ${siteName}. Create your account to join:`, url, after].join('\n\n');
  const html = emailLayout(
    siteName,
    `<p><strong>${escapeHtml(inviter)}</strong> invited you to join the workspace <strong>${escapeHtml(workspaceName)}</strong>.</p>` +
      `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#18181b;color:#fff;border-radius:6px;text-decoration:none">Create account and join</a></p>` +
      `<p>${escapeHtml(after)}</p>`,
  );
  return { subject, text, html };
}
