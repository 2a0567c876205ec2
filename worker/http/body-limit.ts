import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

/** JSON and form bodies; upload routes declare their own, larger limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export const limitBody = (maxSize = JSON_BODY_LIMIT_BYTES) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413);
    },
  });
