import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { readCookie, writeCookie } from '../../client/http/cookies';
import { initTheme, setTheme } from '../../client/theme/apply-theme';
import { parseThemeChoice } from '../../client/theme/theme-choice';
import { ThemeToggle } from '../../client/theme/theme-toggle';
import { useTheme } from '../../client/theme/use-theme';
import { DARK_THEME, LIGHT_THEME, makeBootstrap } from './fixtures/bootstrap-fixture';
import { quietFontLinks } from './fixtures/font-links';
import { mockColorScheme } from './fixtures/match-media';

const html = document.documentElement;
const background = () => html.style.getPropertyValue('--be-background');
let stop: () => void = () => {};

function start(options: { dark?: boolean; cookie?: string } = {}) {
  const scheme = mockColorScheme(options.dark ?? false);
  if (options.cookie) writeCookie('be-active-theme', options.cookie);
  stop = initTheme();
  return scheme;
}

afterEach(() => stop());

function ThemeProbe() {
  const { selectedTheme, isDark, canChange } = useTheme();
  return <output>{JSON.stringify({ selectedTheme, isDark, canChange })}</output>;
}
const probe = () => JSON.parse(screen.getByRole('status').textContent!);

describe('initTheme', () => {
  it("follows the OS on 'system' (no cookie, default_id 0)", () => {
    start({ dark: true });
    expect(background()).toBe(DARK_THEME.values['--be-background']);
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
  });

  it('sets every value of the theme as a CSS variable on <html>', () => {
    start({ dark: false });
    for (const [name, value] of Object.entries(LIGHT_THEME.values)) expect(html.style.getPropertyValue(name)).toBe(value);
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });

  it("switches with the OS while on 'system'", () => {
    const scheme = start({ dark: false });
    act(() => scheme.setDark(true));
    expect(html).toHaveClass('dark');
    expect(background()).toBe(DARK_THEME.values['--be-background']);
  });

  it('ignores OS changes for an explicit choice', () => {
    const scheme = start({ dark: false, cookie: 'light' });
    act(() => scheme.setDark(true));
    expect(html).toHaveClass('light');
  });

  it.each([
    ['light', LIGHT_THEME, true],
    ['dark', DARK_THEME, false],
    ['1', DARK_THEME, false],
    ['2', LIGHT_THEME, true],
    ['0', LIGHT_THEME, false],
    ['999', DARK_THEME, true],
  ])('reads the cookie %s', (cookie, expected, osDark) => {
    start({ dark: osDark, cookie });
    expect(background()).toBe(expected.values['--be-background']);
  });

  it("uses the site's default theme id without a cookie", () => {
    setBootstrap(makeBootstrap({ themes: { all: [DARK_THEME, LIGHT_THEME], default_id: DARK_THEME.id } }));
    start({ dark: false });
    expect(html).toHaveClass('dark');
  });

  it('stops listening when cleaned up', () => {
    const scheme = start();
    expect(scheme.listenerCount()).toBe(1);
    stop();
    expect(scheme.listenerCount()).toBe(0);
  });
});

describe('setTheme', () => {
  it('applies the choice and remembers it in the be-active-theme cookie', () => {
    start({ dark: false });
    expect(setTheme('dark')).toBe(true);
    expect(readCookie('be-active-theme')).toBe('dark');
    expect(html).toHaveClass('dark');

    setTheme(LIGHT_THEME.id);
    expect(readCookie('be-active-theme')).toBe('2');
    expect(background()).toBe(LIGHT_THEME.values['--be-background']);

    setTheme('system');
    expect(readCookie('be-active-theme')).toBe('system');
  });

  it("is refused when the active theme's user_change is off", () => {
    setBootstrap(makeBootstrap({ themes: { all: [{ ...DARK_THEME, user_change: false }, LIGHT_THEME], default_id: 0 } }));
    start({ dark: true });
    expect(setTheme('light')).toBe(false);
    expect(readCookie('be-active-theme')).toBeNull();
    expect(html).toHaveClass('dark');
  });
});

describe("the theme's font", () => {
  const FONT_SERVICE = 'https://fonts.example.com/css2';
  const fontLink = () => document.querySelector<HTMLLinkElement>('link#be-primary-font');
  const font = () => html.style.getPropertyValue('--be-font-family');

  function withFonts(dark: Partial<typeof DARK_THEME>, light: Partial<typeof LIGHT_THEME> = {}) {
    const base = makeBootstrap();
    setBootstrap(
      makeBootstrap({
        settings: { ...base.settings, themes: { user_change: true, default_id: 0, font_service: FONT_SERVICE } },
        themes: { all: [{ ...DARK_THEME, ...dark }, { ...LIGHT_THEME, ...light }], default_id: 0 },
      }),
    );
  }

  beforeEach(quietFontLinks);
  afterEach(() => fontLink()?.remove());

  it('loads for every visitor when its theme becomes active, and goes with a theme without one', () => {
    withFonts({ font: { family: 'Playfair Display', google: true, weight: 600 } });
    start({ dark: true });
    expect(font()).toBe('"Playfair Display"');
    expect(fontLink()).toHaveAttribute('href', `${FONT_SERVICE}?family=Playfair+Display:wght@600&display=swap`);

    setTheme('light');
    expect(font()).toBe('');
    expect(fontLink()).toBeNull();
  });

  it("replaces the link the page was served with by the new theme's", () => {
    withFonts({ font: { family: 'Lora', google: true } }, { font: { family: 'Inter', google: true } });
    const served = document.createElement('link');
    served.id = 'be-primary-font';
    served.rel = 'stylesheet';
    served.href = `${FONT_SERVICE}?family=Lora:wght@400&display=swap`;
    document.head.append(served);

    start({ dark: true });
    expect(fontLink()).toBe(served);
    setTheme('light');
    expect(document.querySelectorAll('#be-primary-font')).toHaveLength(1);
    expect(fontLink()).toHaveAttribute('href', `${FONT_SERVICE}?family=Inter:wght@400&display=swap`);
  });

  it('loads nothing without a font service', () => {
    setBootstrap(makeBootstrap({ themes: { all: [{ ...DARK_THEME, font: { family: 'Lora', google: true } }], default_id: 0 } }));
    start({ dark: true });
    expect(font()).toBe('"Lora"');
    expect(fontLink()).toBeNull();
  });
});

describe('useTheme', () => {
  it('reports the choice, darkness and whether users may change it', () => {
    start({ dark: true });
    render(<ThemeProbe />);
    expect(probe()).toEqual({ selectedTheme: 'system', isDark: true, canChange: true });
    act(() => void setTheme(LIGHT_THEME.id));
    expect(probe()).toEqual({ selectedTheme: 2, isDark: false, canChange: true });
  });

  it('reports canChange false from the active theme', () => {
    setBootstrap(makeBootstrap({ themes: { all: [{ ...DARK_THEME, user_change: false }, LIGHT_THEME], default_id: 0 } }));
    start({ dark: true });
    render(<ThemeProbe />);
    expect(probe().canChange).toBe(false);
  });
});

describe('ThemeToggle', () => {
  it('switches between light and dark', async () => {
    start({ dark: true });
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(html).toHaveClass('light');
    expect(readCookie('be-active-theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('is hidden when users may not change the theme', () => {
    setBootstrap(makeBootstrap({ themes: { all: [{ ...DARK_THEME, user_change: false }, LIGHT_THEME], default_id: 0 } }));
    start({ dark: true });
    render(<ThemeToggle />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('parseThemeChoice', () => {
  it.each([
    [0, 'system'],
    ['0', 'system'],
    ['system', 'system'],
    [null, 'system'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['3', 3],
    ['nonsense', 'system'],
  ] as const)('%s -> %s', (input, expected) => {
    expect(parseThemeChoice(input)).toBe(expected);
  });
});
