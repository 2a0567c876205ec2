import type { Db } from '../db';
import { outgoingEmails } from '../../db/mail';
import { getSettings } from '../settings/settings-service';
import { readSecrets } from '../settings/secrets';
import { sendOverHttp } from './http-driver';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type MailResult = { status: 'sent' | 'failed'; error: string | null };

/** MAIL_API_KEY is a secret (`wrangler secret put MAIL_API_KEY`), needed only by the http driver. */
type MailEnv = Env & { MAIL_API_KEY?: string };

/**
 * The one way the worker sends email (docs/decisions/007-outgoing-email.md).
 * Setting `mail.driver`: `local` only records the message in D1; `http` also
 * POSTs it to the HTTP email API at `mail.http_endpoint`. Every message is
 * recorded, failed ones with their error, and a failure never throws: the
 * action that wanted the email (a registration, a reset) still succeeds.
 */
export async function sendMail(env: MailEnv, db: Db, message: MailMessage): Promise<MailResult> {
  const settings = await getSettings(env, db);
  const driver = settings['mail.driver'] === 'http' ? 'http' : 'local';
  const result: MailResult = { status: 'sent', error: null };
  if (driver === 'http') {
    const from = `${String(settings['mail.from_name'])} <${String(settings['mail.from_address'])}>`;
    try {
      const { 'mail.http_endpoint': endpoint } = await readSecrets(db, ['mail.http_endpoint']);
      await sendOverHttp(endpoint, env.MAIL_API_KEY, from, message);
    } catch (error) {
      result.status = 'failed';
      result.error = error instanceof Error ? error.message : String(error);
    }
  }
  await db.insert(outgoingEmails).values({
    to_address: message.to,
    subject: message.subject,
    body_text: message.text,
    body_html: message.html,
    driver,
    ...result,
  });
  return result;
}
