/** SPEC section 9: dialog widths in px. */
export const DIALOG_SIZES = {
  '2xs': 256,
  xs: 320,
  sm: 384,
  md: 440,
  lg: 620,
  xl: 780,
  '2xl': 850,
  fullscreen: 1280,
} as const;

export type DialogSize = keyof typeof DIALOG_SIZES;
