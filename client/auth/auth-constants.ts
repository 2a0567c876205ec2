/**
 * SPEC sections 5 and 9: a two-factor code is exactly 6 characters, a recovery
 * code exactly 21. The worker holds the same numbers in
 * worker/auth/auth-constants.ts, which the client may import only types from.
 */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 21;
