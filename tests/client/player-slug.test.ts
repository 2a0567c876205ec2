import { describe, expect, it } from 'vitest';
import { albumPath, artistPath, playlistPath, radioPath, slugify, tagPath, trackPath, userPath } from '../../client/routing/slug';

describe('slugify', () => {
  it.each([
    ['One More Time', 'one-more-time'],
    ['  Beyoncé & JAY-Z!  ', 'beyonce-jay-z'],
    ["Don't Stop Me Now", 'dont-stop-me-now'],
    ['Sigur Rós — Ágætis byrjun', 'sigur-ros-agætis-byrjun'],
    ['東京事変', '東京事変'],
    ['???', '-'],
    ['', '-'],
  ])('%j -> %j', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('SPEC section 2 paths', () => {
  it('builds each public player path', () => {
    expect(trackPath({ id: 1, name: 'One More Time' })).toBe('/track/1/one-more-time');
    expect(albumPath({ id: 5, name: 'Discovery', artists: [{ name: 'Daft Punk' }, { name: 'Other' }] })).toBe(
      '/album/5/daft-punk/discovery',
    );
    expect(albumPath({ id: 5, name: 'Untitled', artists: [] })).toBe('/album/5/-/untitled');
    expect(artistPath({ id: 9, name: 'Daft Punk' })).toBe('/artist/9/daft-punk');
    expect(playlistPath({ id: 3, name: 'Summer Mix' })).toBe('/playlist/3/summer-mix');
    expect(userPath({ id: 7, name: 'Ada Lovelace' })).toBe('/user/7/ada-lovelace');
    expect(tagPath({ name: 'lo-fi hip hop' })).toBe('/tag/lo-fi%20hip%20hop');
    expect(radioPath('artist', { id: 9, name: 'Daft Punk' })).toBe('/radio/artist/9/daft-punk');
  });
});
