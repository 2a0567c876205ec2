import { emailLayout } from './layout';
import { escapeHtml } from '../escape-html';
import { PASSWORD_RESET_TTL_MINUTES } from '../../auth/auth-constants';

/** The single-use link to /password/reset/{token} (SPEC section 2). */
export function passwordResetEmail(siteName: string, url: string) {
  const subject = `Reset your ${siteName} password`;
  const text = [
    `Someone asked to reset the password of your ${siteName} account. Open this link to choose a new one:`,
    url,
    `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. If it was not you, ignore this email.`,
  ].join('\n\n');
  const html = emailLayout(
    siteName,
    `<p>Someone asked to reset the password of your account.</p>` +
      `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#18181b;color:#fff;border-radius:6px;text-decoration:none">Reset password</a></p>` +
      `<p>The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. If it was not you, ignore this email.</p>`,
  );
  return { subject, text, html };
}
