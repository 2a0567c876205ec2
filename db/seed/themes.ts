/**
 * Theme values are RGB channel triplets so the client can apply any opacity
 * (client/styles.css maps them to Tailwind colours).
 *
 * Each text colour meets WCAG 2.1 AA (4.5:1) where the app puts it: primary,
 * danger and positive as text on the theme's background, paper and chip, and
 * `--be-on-primary` / `--be-on-danger` on buttons filled with primary or
 * danger (issue 26; tests/e2e/accessibility.test.ts). The light theme's green
 * is a shade darker than the dark theme's brand green for that reason. An
 * install seeded with the earlier values is moved to these by migration
 * 0030_theme_contrast.sql.
 */
export const THEMES = [
  {
    name: 'Dark',
    is_dark: true,
    default_dark: true,
    values: {
      '--be-primary': '29 185 84',
      '--be-primary-dark': '22 150 68',
      '--be-on-primary': '0 0 0',
      '--be-danger': '248 113 113',
      '--be-on-danger': '0 0 0',
      '--be-positive': '63 185 80',
      '--be-radius': '0.5rem',
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
      '--be-primary': '17 122 55',
      '--be-primary-dark': '12 99 44',
      '--be-on-primary': '255 255 255',
      '--be-danger': '198 40 40',
      '--be-on-danger': '255 255 255',
      '--be-positive': '23 113 47',
      '--be-radius': '0.5rem',
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
