/**
 * Stand-ins for the third-party HTTP services the worker calls, so worker
 * tests never reach the internet. vitest.config.ts installs `answerOutbound`
 * as the worker's outbound service: it runs in Node, outside workerd, and
 * answers every fetch() the worker makes. Anything not faked here goes out
 * unchanged.
 */

import { answerBillingFakes } from './billing-fakes.ts';
import { answerListenBrainz, answerListenBrainzControl } from './fake-listenbrainz.ts';
import { answerLastFm, answerLastFmControl } from './fake-lastfm.ts';

/** The bot check secret tests store in `recaptcha.secret_key`; the fakes refuse any other. */
export const BOT_CHECK_SECRET = 'bot-check-secret';
/** The MAIL_API_KEY binding of the worker test project. */
export const MAIL_API_KEY = 'test-mail-key';
/** `mail.http_endpoint` values: one that accepts well-formed messages, one that is down. */
export const FAKE_MAIL_ENDPOINT = 'https://mail.test/emails';
export const FAILING_MAIL_ENDPOINT = 'https://mail.test/down';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Turnstile and reCAPTCHA siteverify: the token 'pass' passes; reCAPTCHA's 'low-score' passes with score 0.1. */
async function siteverify(request: Request, withScore: boolean): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  if (form.get('secret') !== BOT_CHECK_SECRET) return json({ success: false, 'error-codes': ['invalid-input-secret'] });
  const token = form.get('response');
  if (token === 'pass') return json(withScore ? { success: true, score: 0.9 } : { success: true });
  if (withScore && token === 'low-score') return json({ success: true, score: 0.1 });
  return json({ success: false, 'error-codes': ['invalid-input-response'] });
}

/** A Resend-compatible email API that checks the key and the message's shape. */
async function emailApi(request: Request): Promise<Response> {
  if (new URL(request.url).pathname !== '/emails') return new Response('upstream down', { status: 500 });
  if (request.headers.get('authorization') !== `Bearer ${MAIL_API_KEY}`) return json({ message: 'Invalid API key' }, 401);
  const body = (await request.json()) as Record<string, unknown>;
  const wellFormed =
    typeof body.from === 'string' &&
    Array.isArray(body.to) &&
    ['subject', 'text', 'html'].every((field) => typeof body[field] === 'string');
  return wellFormed ? json({ id: crypto.randomUUID() }) : json({ message: 'Malformed message' }, 422);
}

/** Calls each fake host has answered; tests read them at https://fakes.test/calls (siteverifyCalls()). */
const callsByHost = new Map<string, number>();

export async function answerOutbound(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const billing = answerBillingFakes(request);
  if (billing) return billing;
  if (url.host === 'api.listenbrainz.org') return answerListenBrainz(request);
  if (url.host === 'ws.audioscrobbler.com') return answerLastFm(request);
  if (url.host === 'fakes.test') {
    const scrobbling = (await answerListenBrainzControl(request)) ?? (await answerLastFmControl(request));
    if (scrobbling) return scrobbling;
  }
  if (url.host === 'fakes.test') return json(Object.fromEntries(callsByHost));
  callsByHost.set(url.host, (callsByHost.get(url.host) ?? 0) + 1);
  if (url.href === 'https://challenges.cloudflare.com/turnstile/v0/siteverify') return siteverify(request, false);
  if (url.href === 'https://www.google.com/recaptcha/api/siteverify') return siteverify(request, true);
  if (url.host === 'mail.test') return emailApi(request);
  return fetch(request);
}

/** How many siteverify calls the fakes have answered so far (both providers). */
export async function siteverifyCalls(): Promise<number> {
  const calls = (await (await fetch('https://fakes.test/calls')).json()) as Record<string, number>;
  return (calls['challenges.cloudflare.com'] ?? 0) + (calls['www.google.com'] ?? 0);
}
