import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { AppEnv } from '../types';
import { ERROR_MESSAGES, HttpError, ValidationError } from './errors';
import { errorTracePayload } from './error-trace';
import { userHasPermission } from '../permissions/auth-user';
import { getSettings } from '../settings/settings-service';
import { recordError } from '../logs/record-error';

/**
 * The one error handler: every failure leaves as a JSON shape of DESIGN
 * section 3. An unexpected one (500) is also kept for the admin error log.
 */
export const handleError: ErrorHandler<AppEnv> = async (error, c) => {
  if (error instanceof ZodError) return respond(c, ValidationError.fromZod(error));
  if (error instanceof HttpError) return respond(c, error);
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = error.message || ERROR_MESSAGES[status as keyof typeof ERROR_MESSAGES] || 'Error';
    return respond(c, new HttpError(status, message));
  }

  console.error(error);
  recordError(c, error);
  const body: Record<string, unknown> = { message: ERROR_MESSAGES[500] };
  if (await showsTrace(c)) Object.assign(body, errorTracePayload(error));
  return c.json(body, 500);
};

function respond(c: Context<AppEnv>, error: HttpError) {
  const body: Record<string, unknown> = { ...error.body, message: error.message };
  if (error instanceof ValidationError) body.errors = error.errors;
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, error.status as 400);
}

/** The trace is only for admins, and only while the private `app.debug` setting is on. */
async function showsTrace(c: Context<AppEnv>): Promise<boolean> {
  const user = c.get('user');
  if (!user || !userHasPermission(user, 'admin')) return false;
  try {
    const settings = await getSettings(c.env, c.get('db'));
    return settings['app.debug'] === true;
  } catch {
    return false;
  }
}
