/**
 * Theme values are RGB channel triplets so the client can apply any opacity
 * (client/styles.css maps them to Tailwind colours).
 */
const shared = {
  '--be-primary': '29 185 84',
  '--be-primary-dark': '22 150 68',
  '--be-on-primary': '0 0 0',
  '--be-danger': '229 57 53',
  '--be-positive': '46 160 67',
  '--be-radius': '0.5rem',
};

export const THEMES = [
  {
    name: 'Dark',
    is_dark: true,
    default_dark: true,
    values: {
      ...shared,
      '--be-background': '18 18 18',
      '--be-background-alt': '0 0 0',
      '--be-paper': '36 36 36',
      '--be-chip': '51 51 51',
      '--be-foreground-base': '255 255 255',
      '--be-text-main-opacity': '0.92',
      '--be-text-muted-opacity': '0.62',
      '--be-divider-opacity': '0.12',
    },
  },
  {
    name: 'Light',
    is_dark: false,
    default_light: true,
    values: {
      ...shared,
      '--be-primary': '22 150 68',
      '--be-primary-dark': '17 120 54',
      '--be-on-primary': '255 255 255',
      '--be-background': '255 255 255',
      '--be-background-alt': '245 246 248',
      '--be-paper': '255 255 255',
      '--be-chip': '232 234 237',
      '--be-foreground-base': '17 17 17',
      '--be-text-main-opacity': '0.9',
      '--be-text-muted-opacity': '0.6',
      '--be-divider-opacity': '0.12',
    },
  },
];
