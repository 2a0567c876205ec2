/** SPEC sections 5 and 9: the emailed verification code is at most 6 characters. */
export const VERIFICATION_CODE_MAX_LENGTH = 6;
