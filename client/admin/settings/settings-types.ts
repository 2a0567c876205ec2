import type { SettingName } from '../../../worker/settings/defaults';
import type { AdminSettings } from './admin-settings-query';

export type { SettingName };

/**
 * How a field edits its setting:
 * text, textarea, code (monospace, e.g. ad HTML), select: a string;
 * number: a number; size: bytes, edited in megabytes; boolean: a switch;
 * list: an array of strings, one a line; policies: registration policies,
 * one "Name | link" a line; secret: write-only (see secret-field.tsx).
 */
export type FieldKind = 'text' | 'textarea' | 'code' | 'select' | 'number' | 'size' | 'boolean' | 'list' | 'policies' | 'secret';

export type FieldOption = { value: string; label: string };

export type SettingField = {
  name: SettingName;
  /** For a setting that holds an object (cookie_notice.button), the property this field edits. */
  part?: string;
  kind: FieldKind;
  label: string;
  /** A sentence under the field: what it does, units, where to find the value. */
  description?: string;
  placeholder?: string;
  /** select: fixed options, or a value list of the API. */
  options?: FieldOption[] | 'localizations' | 'timezones';
  min?: number;
  max?: number;
};

export type SettingsSection = { title?: string; description?: string; fields: SettingField[] };

/** Asked before a save with the settings it would send; false keeps the form as it is. */
export type BeforeSave = (changed: Record<string, unknown>, data: AdminSettings) => Promise<boolean>;

/** One settings subpage of SPEC section 2: its fields, and what the page explains or does besides. */
export type SettingsPageDefinition = {
  id: string;
  title: string;
  description: string;
  /** Paragraphs about what the product runs on (queue, websockets, search, cache). */
  notes?: string[];
  sections: SettingsSection[];
  action?: 'clear-cache';
  beforeSave?: BeforeSave;
};
