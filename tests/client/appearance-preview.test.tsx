import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_SOURCE } from '../../client/appearance/preview-messages';
import { isPreviewMode } from '../../client/appearance/preview-mode';
import { listenForPreview } from '../../client/appearance/preview-listener';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { LandingPage } from '../../client/catalog/landing/landing-page';
import { apiClient } from '../../client/http/api-client';
import { TopBar } from '../../client/layout/top-bar';
import { initTheme } from '../../client/theme/apply-theme';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { DARK_THEME, LIGHT_THEME, makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeChannel } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { quietFontLinks } from './fixtures/font-links';
import { mockColorScheme } from './fixtures/match-media';
import { renderApp } from './fixtures/render-app';
import { renderWithRouter } from './fixtures/render-with-router';

const html = document.documentElement;
const FONT_SERVICE = 'https://fonts.example.com/css2';
const HOME = { 'GET /api/v1/channels/home': { channel: makeChannel({ content_type: 'channel', items: [] }) } };

const landing = {
  headline: 'Music for every moment',
  text: 'Listen to music you love.',
  background_image: '',
  background_color: '',
  action_buttons: [
    { label: 'Get started', action: '/register', variant: 'primary' },
    { label: 'Log in', action: '/login', variant: 'outline' },
  ],
  primary_features: [],
  secondary_features: [],
};

function bootstrapWithLanding(overrides: Parameters<typeof makeBootstrap>[0] = {}) {
  const base = makeBootstrap();
  return makeBootstrap({
    settings: { ...base.settings, themes: { user_change: true, default_id: 0, font_service: FONT_SERVICE }, landing },
    ...overrides,
  });
}

/** A message as the editor's window sends it: same origin, marked with the editor's source. */
function send(data: Record<string, unknown>, { origin = window.location.origin, marked = true } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: marked ? { source: PREVIEW_SOURCE, ...data } : data }));
  });
}

const byId = (tag: string, id: string) => document.querySelectorAll(`${tag}#${id}`);
const fontLink = () => document.querySelector<HTMLLinkElement>('link#be-primary-font');

function openInEditor(path = '/') {
  window.history.replaceState(null, '', `${path}${path.includes('?') ? '&' : '?'}appearanceEditor=true`);
}

beforeEach(() => {
  setBootstrap(bootstrapWithLanding());
  quietFontLinks();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  document.querySelectorAll('#be-custom-code, #be-primary-font').forEach((element) => element.remove());
});

describe('the app inside the appearance editor', () => {
  it('tells the editor once it has rendered, and only once', async () => {
    openInEditor('/landing');
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    stubFetch(HOME);
    await renderApp('/landing');
    await waitFor(() => expect(post).toHaveBeenCalledWith({ source: PREVIEW_SOURCE, type: 'appLoaded' }, window.location.origin));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('neither announces itself nor listens outside the editor', async () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    stubFetch(HOME);
    await renderApp('/landing');
    send({ type: 'setCustomCode', mode: 'css', value: 'body { color: red }' });
    send({ type: 'setValues', values: { settings: { landing: { headline: 'Changed' } } } });
    expect(post).not.toHaveBeenCalled();
    expect(byId('style', 'be-custom-code')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Music for every moment');
  });

  it('takes the editor’s messages once rendered in its frame', async () => {
    openInEditor('/landing');
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    stubFetch(HOME);
    await renderApp('/landing');
    // The editor sends its values in answer to appLoaded: the app listens by then.
    await waitFor(() => expect(post).toHaveBeenCalled());
    send({ type: 'setValues', values: { settings: { landing: { headline: 'Typed just now' } } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Typed just now');
  });

  it('remembers it runs in the editor’s frame after the address loses the flag', () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    openInEditor('/landing');
    expect(isPreviewMode()).toBe(true);
    window.history.replaceState(null, '', '/album/1/pastel-blues');
    expect(isPreviewMode()).toBe(true);
  });

  it('does not carry the mark over to a window that is not a frame', () => {
    // The editor's own window shares the frame's sessionStorage (same tab, same origin).
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    openInEditor();
    expect(isPreviewMode()).toBe(true);
    parent.mockReturnValue(window);
    window.history.replaceState(null, '', '/admin/appearance');
    expect(isPreviewMode()).toBe(false);
  });
});

describe('preview messages', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    stop = listenForPreview();
  });
  afterEach(() => stop());

  describe('setValues', () => {
    it('merges settings deeply and updates the landing page as it is typed', async () => {
      stubFetch(HOME);
      await renderWithRouter(<LandingPage />);
      send({ type: 'setValues', values: { settings: { landing: { headline: 'Hello', action_buttons: [{ label: 'Browse', action: '/search', variant: 'primary' }] } } } });

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello');
      // The other landing fields stay; the buttons' array is replaced, not merged.
      expect(screen.getByText('Listen to music you love.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/search');
      expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
      expect(getBootstrap().settings.dates).toEqual({ default_timezone: 'UTC', format: 'short' });
      expect(getBootstrap().settings.themes).toEqual({ user_change: true, default_id: 0, font_service: FONT_SERVICE });
    });

    it('merges top-level values and replaces arrays such as the menus', () => {
      send({ type: 'setValues', values: { branding: { site_name: 'Nightingale' }, menus: [] } });
      expect(getBootstrap().branding.site_name).toBe('Nightingale');
      expect(getBootstrap().branding.logo_dark).toBe('/images/logo-dark.svg');
      expect(getBootstrap().menus).toEqual([]);
    });

    it('replaces the themes whole and shows the active one as it now is', () => {
      mockColorScheme(true);
      const stopTheme = initTheme();
      const edited = { ...DARK_THEME, values: { '--be-background': '1 2 3' } };
      send({ type: 'setValues', values: { themes: { all: [edited, LIGHT_THEME], default_id: 0 } } });

      expect(getBootstrap().themes.all).toEqual([edited, LIGHT_THEME]);
      expect(html.style.getPropertyValue('--be-background')).toBe('1 2 3');
      // Variables the old theme set and the new one lacks are gone: nothing was merged into it.
      expect(html.style.getPropertyValue('--be-primary')).toBe('');
      stopTheme();
    });

    it('takes the themes as the editor lists them, an array', () => {
      const edited = { ...LIGHT_THEME, name: 'Paper' };
      send({ type: 'setValues', values: { themes: [edited] } });
      expect(getBootstrap().themes).toEqual({ all: [edited], default_id: 0 });
    });
  });

  describe('setThemeFont', () => {
    it('sets the font variable and loads the font from the font service at weight 400', () => {
      send({ type: 'setThemeFont', value: { family: 'Roboto Slab', google: true } });
      expect(html.style.getPropertyValue('--be-font-family')).toBe('"Roboto Slab"');
      expect(fontLink()).toHaveAttribute('href', `${FONT_SERVICE}?family=Roboto+Slab:wght@400&display=swap`);
      expect(fontLink()).toHaveAttribute('rel', 'stylesheet');
      expect(fontLink()!.parentElement).toBe(document.head);
    });

    it('loads the weight it is given, in the link the page already has', () => {
      const served = document.createElement('link');
      served.id = 'be-primary-font';
      served.rel = 'stylesheet';
      served.href = `${FONT_SERVICE}?family=Inter:wght@400&display=swap`;
      document.head.append(served);

      send({ type: 'setThemeFont', value: { family: 'Lora', google: true, weight: 700 } });
      expect(byId('link', 'be-primary-font')).toHaveLength(1);
      expect(fontLink()).toHaveAttribute('href', `${FONT_SERVICE}?family=Lora:wght@700&display=swap`);
    });

    it('sets a system font without loading anything', () => {
      send({ type: 'setThemeFont', value: { family: 'Lora', google: true } });
      send({ type: 'setThemeFont', value: { family: 'Georgia', google: false } });
      expect(html.style.getPropertyValue('--be-font-family')).toBe('"Georgia"');
      expect(fontLink()).toBeNull();
    });

    it('removes both for null', () => {
      send({ type: 'setThemeFont', value: { family: 'Lora', google: true } });
      send({ type: 'setThemeFont', value: null });
      expect(html.style.getPropertyValue('--be-font-family')).toBe('');
      expect(fontLink()).toBeNull();
    });
  });

  it('setThemeValue sets the variable on the root element', () => {
    send({ type: 'setThemeValue', name: '--be-primary', value: '255 0 0' });
    expect(html.style.getPropertyValue('--be-primary')).toBe('255 0 0');
  });

  it('setActiveTheme shows the theme without saving the choice', () => {
    mockColorScheme(true);
    const stopTheme = initTheme();
    expect(html).toHaveClass('dark');
    send({ type: 'setActiveTheme', themeId: LIGHT_THEME.id });
    expect(html).toHaveClass('light');
    expect(html.style.getPropertyValue('--be-background')).toBe(LIGHT_THEME.values['--be-background']);
    expect(document.cookie).not.toContain('be-active-theme');
    stopTheme();
  });

  describe('setCustomCode', () => {
    it('puts HTML in a div in the body and anything else in a style in the head', () => {
      send({ type: 'setCustomCode', mode: 'html', value: '<p>Hello from the editor</p>' });
      send({ type: 'setCustomCode', mode: 'css', value: 'body { color: red }' });
      const div = document.querySelector('div#be-custom-code')!;
      expect(div.parentElement).toBe(document.body);
      expect(div.innerHTML).toBe('<p>Hello from the editor</p>');
      const style = document.querySelector('style#be-custom-code')!;
      expect(style.parentElement).toBe(document.head);
      expect(style.textContent).toBe('body { color: red }');
    });

    it('replaces the code the page was served with instead of adding more', () => {
      const served = document.createElement('style');
      served.id = 'be-custom-code';
      served.textContent = 'h1 { color: blue }';
      document.head.append(served);

      send({ type: 'setCustomCode', mode: 'css', value: 'h1 { color: green }' });
      expect(byId('style', 'be-custom-code')).toHaveLength(1);
      expect(document.querySelector('style#be-custom-code')).toHaveTextContent('h1 { color: green }');
    });

    it('removes the element for an empty value', () => {
      send({ type: 'setCustomCode', mode: 'html', value: '<p>Hi</p>' });
      send({ type: 'setCustomCode', mode: 'css', value: 'p { margin: 0 }' });
      send({ type: 'setCustomCode', mode: 'html', value: '' });
      expect(byId('div', 'be-custom-code')).toHaveLength(0);
      expect(byId('style', 'be-custom-code')).toHaveLength(1);
    });
  });

  describe('what is ignored', () => {
    const every = [
      { type: 'setValues', values: { settings: { landing: { headline: 'Changed' } } } },
      { type: 'setThemeFont', value: { family: 'Lora', google: true } },
      { type: 'setThemeValue', name: '--be-primary', value: '255 0 0' },
      { type: 'setActiveTheme', themeId: LIGHT_THEME.id },
      { type: 'setCustomCode', mode: 'css', value: 'body { color: red }' },
      { type: 'setCustomCode', mode: 'html', value: '<p>Hi</p>' },
    ];

    function expectUnchanged(before: ReturnType<typeof getBootstrap>) {
      expect(getBootstrap()).toBe(before);
      expect(html.getAttribute('style')).toBeNull();
      expect(html.classList).toHaveLength(0);
      expect(document.querySelectorAll('#be-custom-code, #be-primary-font')).toHaveLength(0);
    }

    it('ignores messages from another origin', () => {
      const before = getBootstrap();
      for (const message of every) send(message, { origin: 'https://evil.example' });
      expectUnchanged(before);
    });

    it('ignores messages without the editor’s source marker', () => {
      const before = getBootstrap();
      for (const message of every) send(message, { marked: false });
      for (const message of every) send({ ...message, source: 'react-devtools' }, { marked: false });
      expectUnchanged(before);
    });

    it('ignores unknown types and malformed messages', () => {
      const before = getBootstrap();
      send({ type: 'setEverything', values: {} });
      send({ type: 'setValues', values: 'all' });
      send({ type: 'setThemeValue', name: 'color', value: 'red' });
      send({ type: 'setActiveTheme', themeId: '2' });
      send({ type: 'setThemeFont', value: { weight: 700 } });
      send({ type: 'setCustomCode', mode: 'css', value: 42 });
      expectUnchanged(before);
    });
  });
});

describe('logout inside the appearance editor', () => {
  it('is refused with a danger toast and sends nothing', async () => {
    setBootstrap(bootstrapWithLanding({ user: makeUser() }));
    openInEditor('/library');
    const post = vi.spyOn(apiClient, 'post');
    const api = stubFetch({ 'GET /api/v1/me/workspaces': { workspaces: [] } });
    await renderWithRouter(
      <>
        <TopBar />
        <ToastArea />
      </>,
      { path: '/library' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent("Can't logout while in appearance editor.");
    expect(toast).toHaveAttribute('data-type', 'danger');
    expect(post).not.toHaveBeenCalled();
    expect(getBootstrap().user).not.toBeNull();
    expect(api.unexpected).toEqual([]);
  });
});
