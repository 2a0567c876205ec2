import { Hono } from 'hono';
import { clientAddress } from '../http/client-address';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { contactMessages } from '../../db/contact';
import { validate } from '../http/validate';
import { hitRateLimit } from '../http/rate-limit';
import { requireHuman } from '../bot-check/require-human';
import { responds } from '../http/responds';
import { MessageAnswer } from '../http/response-fields';

/** SPEC section 5: name, email and message are required. */
export const contactBody = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(120),
  email: z.email('The email must be a valid email address.').max(254),
  message: z.string().trim().min(1, 'The message field is required.').max(5000),
});

/** Per client address: a contact form is no mail cannon. */
const CONTACT_LIMIT = { max: 5, windowSeconds: 60 * 60 };

export const contactRoutes = new Hono<AppEnv>().post('/contact-page', validate('json', contactBody), requireHuman('contact'), responds(MessageAnswer), async (c) => {
  const ip = clientAddress(c);
  await hitRateLimit(c.get('db'), `contact:${ip ?? 'unknown'}`, CONTACT_LIMIT.max, CONTACT_LIMIT.windowSeconds);
  await c.get('db').insert(contactMessages).values({ ...c.req.valid('json'), ip_address: ip });
  return c.json({ message: 'Your message has been submitted.' });
});
