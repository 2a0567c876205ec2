import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS, settingType } from '../../worker/settings/defaults';
import { SETTINGS_PAGES } from '../../client/admin/settings/settings-pages';
import { ADS_SECTIONS } from '../../client/admin/ads/ads-sections';
import type { FieldKind, SettingField } from '../../client/admin/settings/settings-types';
import { changedSettings, fieldKey, initialValues } from '../../client/admin/settings/form-values';
import { policiesFromText, policiesToText } from '../../client/admin/settings/policies-text';

// The settings subpages are declarations over SETTING_DEFAULTS: these checks
// keep the two in step (client/admin/settings/settings-pages.ts).

const TYPE_OF_KIND: Record<FieldKind, string> = {
  text: 'string',
  textarea: 'string',
  code: 'string',
  select: 'string',
  secret: 'string',
  number: 'number',
  size: 'number',
  boolean: 'boolean',
  list: 'array',
  policies: 'array',
};

/** Settings edited elsewhere: the appearance editor (issues 13 and 27) and a date format nothing reads yet. */
const APPEARANCE_EDITOR = /^(landing|seo|custom_code)\./;
const NOT_ON_SETTINGS_PAGES = ['themes.user_change', 'themes.default_id', 'themes.font_service', 'menus', 'dates.format'];
const onSettingsPages = (name: string) => !NOT_ON_SETTINGS_PAGES.includes(name) && !APPEARANCE_EDITOR.test(name);

const declared: SettingField[] = [...SETTINGS_PAGES.flatMap((page) => page.sections), ...ADS_SECTIONS].flatMap((section) => section.fields);

describe('settings page declarations', () => {
  it("edit each setting with a kind of its default's type, secrets only as secrets", () => {
    for (const field of declared) {
      const def = SETTING_DEFAULTS[field.name];
      expect(def, field.name).toBeDefined();
      const value = field.part ? (def.value as Record<string, unknown>)[field.part] : def.value;
      expect(settingType(value), `${field.name} as ${field.kind}`).toBe(TYPE_OF_KIND[field.kind]);
      expect(field.kind === 'secret', field.name).toBe(def.secret === true);
    }
  });

  it('show every setting on exactly one page (the ads page included)', () => {
    const names = declared.filter((field) => !field.part || field.part === 'label').map((field) => field.name);
    expect(names.length).toBe(new Set(names).size);
    const expected = Object.keys(SETTING_DEFAULTS).filter(onSettingsPages);
    expect([...names].sort()).toEqual(expected.sort());
  });
});

describe('form values', () => {
  const button: SettingField[] = [
    { name: 'cookie_notice.button', part: 'label', kind: 'text', label: 'Button label' },
    { name: 'cookie_notice.button', part: 'action', kind: 'text', label: 'Button link' },
  ];
  const data = { settings: { 'cookie_notice.button': { label: 'Learn more', action: '/pages/privacy-policy' } }, secrets: {}, gateway_keys: { stripe: false, paypal: false } };

  it('keep dotted names out of form paths and merge object parts back into their setting', () => {
    const values = initialValues(button, data);
    expect(values).toEqual({ 'cookie_notice__button--label': 'Learn more', 'cookie_notice__button--action': '/pages/privacy-policy' });
    expect(changedSettings(button, values, data)).toEqual({});
    const changed = changedSettings(button, { ...values, [fieldKey(button[0])]: 'Read more' }, data);
    expect(changed).toEqual({ 'cookie_notice.button': { label: 'Read more', action: '/pages/privacy-policy' } });
  });

  it('read policies one a line, keeping the id of a policy whose name stays', () => {
    const stored = [{ id: 'tos', name: 'Terms of service', action: '/pages/terms' }];
    expect(policiesToText(stored)).toBe('Terms of service | /pages/terms');
    expect(policiesFromText('Terms of service | /pages/terms-v2\n\n  Privacy policy  \n', stored)).toEqual([
      { id: 'tos', name: 'Terms of service', action: '/pages/terms-v2' },
      { id: 'privacy-policy', name: 'Privacy policy' },
    ]);
  });
});
