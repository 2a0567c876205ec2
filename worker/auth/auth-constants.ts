/**
 * SPEC section 5 leaves password bounds open. 8 is the minimum NIST SP 800-63B
 * asks of user-chosen passwords; 255 keeps every password within what the
 * forms and PBKDF2 handle cheaply while allowing long passphrases.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/** SPEC section 9: two-factor code 6, recovery code 21, verification code max 6. */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 21;
export const VERIFICATION_CODE_LENGTH = 6;

/** How many recovery codes a user gets each time they are (re)generated. */
export const RECOVERY_CODE_COUNT = 8;

/** An emailed verification code lives 30 minutes and survives 5 wrong guesses (1 in 200,000 odds). */
export const VERIFICATION_CODE_TTL_MINUTES = 30;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/** A password reset link works once, for an hour. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Time between a correct password and its two-factor code. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 10 * 60;

/** Registration and two-factor sign-in keep the browser signed in, as login's default does (SPEC section 9). */
export const REMEMBER_BY_DEFAULT = true;

/**
 * How long a signed-in read may trust the signed snapshot of its session and
 * user without asking D1 (docs/decisions/020-edge-authorization.md): the
 * bound on how late another server learns of a logout, a ban or a role
 * change. Issue 24 allows at most 60 s.
 */
export const AUTH_SNAPSHOT_TTL_SECONDS = 30;
export const AUTH_SNAPSHOT_TTL_MS = AUTH_SNAPSHOT_TTL_SECONDS * 1000;
