import { describe, expect, it } from 'vitest';
import { translate, trans } from '../../client/i18n/trans';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap } from './fixtures/bootstrap-fixture';

describe('trans()', () => {
  it('falls back to the key and replaces :placeholders', () => {
    expect(trans('Welcome back, :name', { name: 'Ada' })).toBe('Welcome back, Ada');
  });

  it('uses the active localization lines', () => {
    setBootstrap(makeBootstrap({ i18n: { id: 2, name: 'Español', language: 'es', lines: { 'Hello :name': 'Hola :name' } } }));
    expect(trans('Hello :name', { name: 'Ana' })).toBe('Hola Ana');
  });

  it('replaces every occurrence, and the longer name first', () => {
    expect(translate({}, ':names and :name, :name', { name: 'one', names: 'many' })).toBe('many and one, one');
    expect(translate({}, 'Count: :count', { count: 3 })).toBe('Count: 3');
  });
});
