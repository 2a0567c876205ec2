import { describe, expect, it } from 'vitest';
import { parseLrc, parsePlainLyrics, toLyricsPayload } from '../../worker/catalog/lyrics-parser';

describe('parseLrc', () => {
  it('reads "[mm:ss.xx] text" lines as seconds', () => {
    expect(parseLrc('[00:12.34] First line\n[01:02.5]Second\n[02:03]Third')).toEqual([
      { time: 12.34, text: 'First line' },
      { time: 62.5, text: 'Second' },
      { time: 123, text: 'Third' },
    ]);
  });

  it('gives a line with several stamps a line per stamp, sorted by time', () => {
    expect(parseLrc('[00:30.00][00:10.00] Chorus\n[00:20.00] Verse')).toEqual([
      { time: 10, text: 'Chorus' },
      { time: 20, text: 'Verse' },
      { time: 30, text: 'Chorus' },
    ]);
  });

  it('skips metadata tags and unstamped lines, keeps stamped empty lines', () => {
    expect(parseLrc('[ar: Someone]\r\n[ti:Song]\nno stamp here\n\n[00:01.000] Go\n[00:05.00]')).toEqual([
      { time: 1, text: 'Go' },
      { time: 5, text: '' },
    ]);
  });

  it('applies [offset:ms], positive meaning earlier, never below zero', () => {
    expect(parseLrc('[offset:+500]\n[00:00.20] a\n[00:10.00] b')).toEqual([
      { time: 0, text: 'a' },
      { time: 9.5, text: 'b' },
    ]);
    expect(parseLrc('[offset:-250]\n[00:01.00] a')).toEqual([{ time: 1.25, text: 'a' }]);
  });
});

describe('parsePlainLyrics', () => {
  it('keeps every line with a null time, verse breaks included, blank edges dropped', () => {
    expect(parsePlainLyrics('\nOne\n  Two  \n\nThree\n\n')).toEqual([
      { time: null, text: 'One' },
      { time: null, text: 'Two' },
      { time: null, text: '' },
      { time: null, text: 'Three' },
    ]);
  });
});

describe('toLyricsPayload', () => {
  it('parses synced lyrics as LRC and plain ones as lines', () => {
    expect(toLyricsPayload({ track_id: 1, text: '[00:01.00] Hi', synced: true })).toEqual({
      track_id: 1,
      synced: true,
      text: '[00:01.00] Hi',
      lines: [{ time: 1, text: 'Hi' }],
    });
    expect(toLyricsPayload({ track_id: 2, text: 'Hi', synced: false }).lines).toEqual([{ time: null, text: 'Hi' }]);
  });

  it('shows "synced" lyrics without a single stamp as plain', () => {
    expect(toLyricsPayload({ track_id: 3, text: 'Just words', synced: true })).toMatchObject({ synced: false, lines: [{ time: null, text: 'Just words' }] });
  });
});
