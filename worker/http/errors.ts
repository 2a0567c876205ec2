/** DESIGN section 3: the messages every error shape carries. */
export const ERROR_MESSAGES = {
  400: 'Bad Request',
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'The request body is too large.',
  415: 'Unsupported Media Type.',
  419: 'CSRF token mismatch.',
  422: 'The given data was invalid.',
  423: 'Password confirmation required.',
  429: 'Too Many Attempts.',
  500: 'Server Error',
} as const;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message?: string,
    readonly headers: Record<string, string> = {},
    /** More fields of the JSON body, beside `message`. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message ?? ERROR_MESSAGES[status as keyof typeof ERROR_MESSAGES] ?? 'Error');
  }
}

/**
 * SPEC sections 3 and 8: the optional action an error toast offers beside the
 * message, as a button: `label` is an English key the client translates,
 * `action` the site path it leads to. Carried in the body as `action`.
 */
export type ErrorAction = { label: string; action: string };

/** Every action the server sends (docs/api/http-contract.md, "Error actions"). */
export const ERROR_ACTIONS = {
  login: { label: 'Log in', action: '/login' },
  plans: { label: 'See plans', action: '/pricing' },
} as const satisfies Record<string, ErrorAction>;

export type FieldErrors = Record<string, string[]>;

export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    /** SPEC section 3: a validation error response may carry an action too. */
    action?: ErrorAction,
  ) {
    super(422, Object.values(errors)[0]?.[0] ?? ERROR_MESSAGES[422], {}, action ? { action } : {});
  }

  static fromZod(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ValidationError {
    const errors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
      (errors[field] ??= []).push(issue.message);
    }
    return new ValidationError(errors);
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

/** Login needed: the toast offers the login page. */
export const unauthenticated = () => new HttpError(401, ERROR_MESSAGES[401], {}, { action: ERROR_ACTIONS.login });
export const forbidden = () => new HttpError(403);
/**
 * A suspended account (SPEC section 4): 403 that says so, so the SPA shows
 * the suspended screen at the user's next request, not only after a reload.
 */
export const suspended = () => new HttpError(403, ERROR_MESSAGES[403], {}, { suspended: true });
export const notFound = () => new HttpError(404);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, ERROR_MESSAGES[429], { 'Retry-After': String(retryAfterSeconds) });
/** SPEC section 6: a sensitive action asked without a recent password confirmation. */
export const passwordConfirmationRequired = () => new HttpError(423);
