import { emailLayout } from './layout';
import { escapeHtml } from '../escape-html';
import { VERIFICATION_CODE_TTL_MINUTES } from '../../auth/auth-constants';

/** The 6-digit code the verify-email screen asks for (SPEC section 2). */
export function verificationCodeEmail(siteName: string, code: string) {
  const subject = `${code} is your ${siteName} verification code`;
  const text = [
    `Your ${siteName} verification code is ${code}.`,
    `It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not create an account, ignore this email.`,
  ].join('\n\n');
  const html = emailLayout(
    siteName,
    `<p>Your verification code is</p><p style="font-size:32px;letter-spacing:8px;font-weight:700">${escapeHtml(code)}</p>` +
      `<p>It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not create an account, ignore this email.</p>`,
  );
  return { subject, text, html };
}
