import { describe, expect, it } from 'vitest';
import { coverArtId, parseTypedId, typedId } from '../../worker/subsonic/subsonic-ids';
import { SubsonicParams } from '../../worker/subsonic/subsonic-params';
import { SubsonicError } from '../../worker/subsonic/subsonic-types';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SubsonicError) return error.code;
    throw error;
  }
  return null;
};

describe('ids', () => {
  it('keeps songs plain and prefixes the other kinds, and reads them back', () => {
    expect(typedId('track', 12)).toBe('12');
    expect(typedId('album', 3)).toBe('al-3');
    expect(coverArtId('track', 12)).toBe('tr-12');
    expect(parseTypedId('12')).toEqual({ kind: 'track', id: 12 });
    expect(parseTypedId('ar-5')).toEqual({ kind: 'artist', id: 5 });
    expect(parseTypedId(coverArtId('playlist', 9))).toEqual({ kind: 'playlist', id: 9 });
  });

  it('answers error 70 for ids that cannot be ours', () => {
    for (const raw of ['zz-3', 'al-x', 'al-0', '-4', '1.5', 'abc', '']) expect(codeOf(() => parseTypedId(raw))).toBe(70);
  });
});

describe('params', () => {
  const params = SubsonicParams.from(new URLSearchParams('id=1&id=2&size=500&f=json&big=99999'), new URLSearchParams('id=3&name=Road'));

  it('reads the query string then the form body, repeated names in order', () => {
    expect(params.getAll('id')).toEqual(['1', '2', '3']);
    expect(params.ids('id')).toEqual([1, 2, 3]);
    expect(params.get('name')).toBe('Road');
  });

  it('clamps integers, falls back when absent and refuses what does not parse', () => {
    expect(params.int('size', { max: 500 })).toBe(500);
    expect(params.int('big', { max: 500 })).toBe(500);
    expect(params.int('offset', { fallback: 0 })).toBe(0);
    expect(codeOf(() => params.int('f'))).toBe(0);
  });

  it('names a missing required parameter with error 10', () => {
    expect(codeOf(() => params.required('query'))).toBe(10);
    expect(params.required('name')).toBe('Road');
  });
});
