import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREVIEW_SOURCE } from '../../client/appearance/preview-messages';
import { renderEditor } from './fixtures/appearance-fixtures';

// Issue 27 parts 1 and 2 (docs/api/appearance.md, the preview protocol): the
// editor's side. Its frame opens the page a section affects; nothing is sent
// before the app in it says appLoaded (from the same origin and that frame);
// then the pending state is sent, and each change as it is typed.

async function openPreview(path: string) {
  const { frameWindow, ...view } = await renderEditor(path);
  const frame = (await screen.findByTitle('Site preview')) as HTMLIFrameElement;
  const post = frameWindow.postMessage;
  /** What the app in the frame posts once rendered (or a look-alike, with `init` changed). */
  const appLoaded = (init: Partial<MessageEventInit> = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { source: PREVIEW_SOURCE, type: 'appLoaded' }, origin: window.location.origin, source: frameWindow as unknown as Window, ...init }),
      );
    });
  const sent = () => post.mock.calls.map(([message]) => message);
  return { ...view, frame, post, appLoaded, sent };
}

describe('the appearance editor preview', () => {
  it('opens the page each section affects, with the editor flag', async () => {
    const { frame, router } = await openPreview('/admin/appearance/landing-page/general');
    expect(frame.getAttribute('src')).toBe('/landing?appearanceEditor=true');
    await act(() => router.navigate({ to: '/admin/appearance/menus' }));
    expect(frame.getAttribute('src')).toBe('/?appearanceEditor=true');
    await act(() => router.navigate({ to: '/admin/appearance/seo-settings' }));
    await waitFor(() => expect(frame.getAttribute('src')).toBe('/track/5/blue-train?appearanceEditor=true'));
  });

  it('waits for appLoaded from its own frame and origin, then sends the pending state and each change', async () => {
    const { appLoaded, sent, post } = await openPreview('/admin/appearance/landing-page/general');
    const headline = await screen.findByLabelText('Headline');
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Hi');
    expect(post).not.toHaveBeenCalled();

    await appLoaded({ origin: 'https://evil.example' });
    await appLoaded({ source: window });
    await appLoaded({ data: { source: 'someone-else', type: 'appLoaded' } });
    expect(post).not.toHaveBeenCalled();

    await appLoaded();
    expect(post).toHaveBeenCalledWith(expect.anything(), window.location.origin);
    expect(sent()).toEqual([{ source: PREVIEW_SOURCE, type: 'setValues', values: { settings: { landing: expect.objectContaining({ headline: 'Hi', text: 'Listen to music you love.' }) } } }]);

    await userEvent.type(headline, '!');
    expect(sent().at(-1)).toEqual({ source: PREVIEW_SOURCE, type: 'setValues', values: { settings: { landing: expect.objectContaining({ headline: 'Hi!' }) } } });

    // A new page in the frame (its own navigation) says appLoaded again: the whole pending state goes again.
    post.mockClear();
    await appLoaded();
    expect(sent()).toEqual([expect.objectContaining({ type: 'setValues', values: { settings: { landing: expect.objectContaining({ headline: 'Hi!' }) } } })]);
  });

  it('shows the theme being edited with its changed colours and font, and custom code as typed', async () => {
    const { appLoaded, sent, router } = await openPreview('/admin/appearance/themes/1');
    await appLoaded();
    expect(sent()).toEqual([
      { source: PREVIEW_SOURCE, type: 'setActiveTheme', themeId: 2 },
      { source: PREVIEW_SOURCE, type: 'setThemeFont', value: null },
    ]);

    const hex = screen.getByLabelText('Primary hex code');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#ff0000');
    expect(sent()).toContainEqual({ source: PREVIEW_SOURCE, type: 'setThemeValue', name: '--be-primary', value: '255 0 0' });

    await act(() => router.navigate({ to: '/admin/appearance/themes/$themeIndex/font', params: { themeIndex: 1 } }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Poppins' }));
    expect(sent().at(-1)).toEqual({ source: PREVIEW_SOURCE, type: 'setThemeFont', value: { family: 'Poppins', google: true } });

    await act(() => router.navigate({ to: '/admin/appearance/custom-code' }));
    await userEvent.click(await screen.findByLabelText('Custom CSS'));
    await userEvent.paste('body{color:red}');
    expect(sent().at(-1)).toEqual({ source: PREVIEW_SOURCE, type: 'setCustomCode', mode: 'css', value: 'body{color:red}' });
  });

  it('shows the contrast of a text colour and warns below 4.5:1', async () => {
    await openPreview('/admin/appearance/themes/0');
    // The dark theme's text (white at 0.92) on its background (18 18 18) reads well.
    expect(screen.getAllByText(/^On Background: \d+\.\d\d:1$/)[0]).toBeInTheDocument();
    const hex = screen.getByLabelText('Text hex code');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#333333');
    expect(screen.getByText(/On Background: 1\.\d\d:1 \(below 4\.5:1, hard to read\)/)).toBeInTheDocument();
  });
});
