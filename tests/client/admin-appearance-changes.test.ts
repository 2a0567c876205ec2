import { describe, expect, it } from 'vitest';
import { changesOf, editorErrors } from '../../client/admin/appearance/appearance-changes';
import { draftFrom, type Draft } from '../../client/admin/appearance/editor-draft';
import { sectionOfPath } from '../../client/admin/appearance/editor-sections';
import { previewGroups } from '../../client/admin/appearance/preview-groups';
import { appearanceValues } from './fixtures/appearance-fixtures';

// docs/api/appearance.md: what the editor posts as `changes`, how a 422's
// paths find their fields, and what the preview is told.

const edit = (recipe: (draft: Draft) => void) => {
  const base = appearanceValues();
  const draft = draftFrom(base);
  recipe(draft);
  return { base, draft };
};

describe('changesOf', () => {
  it('is empty for the saved values', () => {
    const base = appearanceValues();
    expect(changesOf(base, draftFrom(base))).toEqual({ changes: {}, themeIds: [] });
  });

  it('flags a new default without unflagging the old one (the server does that), and saves a radius into the values too', () => {
    const { base, draft } = edit((d) => {
      d.themes[0] = { ...d.themes[0], default_dark: false };
      d.themes[1] = { ...d.themes[1], default_dark: true, radius: '1rem' };
    });
    const { changes, themeIds } = changesOf(base, draft);
    expect(changes).toEqual({ themes: [{ id: 2, default_dark: true, radius: '1rem' }] });
    expect(themeIds).toEqual([2]);

    const withColour = edit((d) => {
      d.themes[1] = { ...d.themes[1], radius: '1rem', values: { ...d.themes[1].values, '--be-primary': '1 2 3' } };
    });
    expect(changesOf(withColour.base, withColour.draft).changes.themes![0].values).toMatchObject({ '--be-primary': '1 2 3', '--be-radius': '1rem' });
  });

  it('sends the whole menu list once any menu changes, and only the changed SEO and code fields', () => {
    const { base, draft } = edit((d) => {
      d.menus = [{ ...d.menus[0], name: 'Main' }];
      d.seo = { ...d.seo, track: { ...d.seo.track, title: '{{track.name}}' } };
      d.custom_code = { ...d.custom_code, html: '<p>Hi</p>' };
    });
    expect(changesOf(base, draft).changes).toEqual({
      menus: [{ ...base.menus[0], name: 'Main' }],
      seo: { track: { title: '{{track.name}}' } },
      custom_code: { html: '<p>Hi</p>' },
    });
  });
});

describe('a 422 on the editor', () => {
  it("names a theme by id instead of its place in changes.themes, and links each path to its section", () => {
    const { draft } = edit(() => {});
    const errors = editorErrors({ 'themes.0.name': 'Needed.', 'themes.1': 'Gone.', 'menus.0.items.1.action': 'Bad.' }, [2, 7]);
    expect(errors).toEqual({ 'themes.2.name': 'Needed.', 'themes.7': 'Gone.', 'menus.0.items.1.action': 'Bad.' });
    expect(sectionOfPath('themes.7', draft)).toBe('/admin/appearance/themes');
    expect(sectionOfPath('themes.2.name', draft)).toBe('/admin/appearance/themes/1');
    expect(sectionOfPath('themes.1.font', draft)).toBe('/admin/appearance/themes/0/font');
    expect(sectionOfPath('menus.0.items.1.action', draft)).toBe('/admin/appearance/menus/0/1');
    expect(sectionOfPath('landing.secondary_features.0.title', draft)).toBe('/admin/appearance/landing-page/secondary-features');
    expect(sectionOfPath('settings.branding.site_name', draft)).toBe('/admin/appearance/general');
    expect(sectionOfPath('seo.track.title', draft)).toBe('/admin/appearance/seo-settings');
  });
});

describe('previewGroups', () => {
  it('tells the preview nothing while nothing differs and no theme is shown', () => {
    const base = appearanceValues();
    expect(previewGroups(base, draftFrom(base), null)).toEqual({});
  });

  it('sends a changed part whole, and shows a new theme by its temporary id with every value', () => {
    const { base, draft } = edit((d) => {
      d.landing = { ...d.landing, headline: 'Hi' };
      d.themes.push({ ...d.themes[1], id: -1, name: 'Copy', default_light: false });
    });
    const groups = previewGroups(base, draft, -1);
    expect(groups.landing).toEqual([{ source: 'be-appearance-editor', type: 'setValues', values: { settings: { landing: draft.landing } } }]);
    const types = groups.themes.map((message) => message.type);
    expect(types[0]).toBe('setValues');
    expect(groups.themes[1]).toEqual({ source: 'be-appearance-editor', type: 'setActiveTheme', themeId: -1 });
    expect(types.filter((type) => type === 'setThemeValue')).toHaveLength(Object.keys(draft.themes[2].values).length);
    expect(types.at(-1)).toBe('setThemeFont');
  });
});
