import { asc, eq } from 'drizzle-orm';
import { outgoingEmails } from '../../../db/mail';
import { db } from './http';

export type SentEmail = typeof outgoingEmails.$inferSelect;

/** Every recorded email to an address, oldest first. */
export function emailsTo(address: string): Promise<SentEmail[]> {
  return db().select().from(outgoingEmails).where(eq(outgoingEmails.to_address, address)).orderBy(asc(outgoingEmails.id));
}

/**
 * Some emails leave after the response (waitUntil, so timing does not tell
 * whether an account exists): poll until `count` emails reached the address.
 */
export async function waitForEmailsTo(address: string, count = 1, timeoutMs = 3000): Promise<SentEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const emails = await emailsTo(address);
    if (emails.length >= count || Date.now() > deadline) return emails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function verificationCodeIn(email: SentEmail): string {
  const match = /\b(\d{6})\b/.exec(email.body_text);
  if (!match) throw new Error(`No verification code in: ${email.body_text}`);
  return match[1];
}

/** The token and email of the /password/reset/{token}?email=... link in a reset email. */
export function resetLinkIn(email: SentEmail): { url: URL; token: string; email: string } {
  const match = /https?:\/\/\S+\/password\/reset\/\S+/.exec(email.body_text);
  if (!match) throw new Error(`No reset link in: ${email.body_text}`);
  const url = new URL(match[0]);
  return { url, token: decodeURIComponent(url.pathname.split('/').pop()!), email: url.searchParams.get('email')! };
}
