/** SPEC sections 4 and 9: a confirmed password stays valid for 9000 s. */
export const PASSWORD_CONFIRMATION_SECONDS = 9000;
export const PASSWORD_CONFIRMATION_MS = PASSWORD_CONFIRMATION_SECONDS * 1000;

/** docs/api/accounts.md: sensitive routes answer 423 until the password is confirmed. */
export const PASSWORD_CONFIRMATION_REQUIRED_STATUS = 423;
