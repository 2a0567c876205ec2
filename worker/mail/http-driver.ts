import type { MailMessage } from './send-mail';

/** An HTTP email API that must answer within this, or the message is recorded as failed. */
const TIMEOUT_MS = 10_000;

/**
 * POSTs a message as Resend-compatible JSON (from, to, subject, text, html)
 * with the MAIL_API_KEY secret as a Bearer token. Throws on any failure.
 */
export async function sendOverHttp(endpoint: string, apiKey: string | undefined, from: string, message: MailMessage) {
  if (!apiKey) throw new Error('MAIL_API_KEY is not set.');
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 500);
    throw new Error(`Email API answered ${response.status}${detail ? `: ${detail}` : ''}`);
  }
}
