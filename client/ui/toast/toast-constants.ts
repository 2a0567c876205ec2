/** SPEC section 9: how long each toast type stays up. `null` never closes by itself. */
export const TOAST_DURATION_MS = {
  positive: 3000,
  danger: 8000,
  loading: null,
} as const;

/** SPEC section 9: toast ids are 6 random characters. */
export const TOAST_ID_LENGTH = 6;

/** SPEC section 9: toast width bounds in px. */
export const TOAST_MIN_WIDTH_PX = 288;
export const TOAST_MAX_WIDTH_PX = 500;
