import { ApiError } from '../http/api-client';
import { DEFAULT_ERROR_MESSAGE, fieldErrors } from '../http/server-errors';

/**
 * What a failed billing call says, in English for trans(): the first field
 * error (a 422 names `gateway`, `price_id` or `product_id`), else the
 * server's message, else SPEC section 8's default.
 */
export function serverMessage(error: unknown): string {
  const [first] = Object.values(fieldErrors(error));
  if (first) return first;
  return error instanceof ApiError && error.body.message ? error.body.message : DEFAULT_ERROR_MESSAGE;
}
