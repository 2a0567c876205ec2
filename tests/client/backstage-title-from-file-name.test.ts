import { describe, expect, it } from 'vitest';
import { titleFromFileName } from '../../client/backstage/title-from-file-name';

// Issue 26: an upload's title is prefilled from its file name in title case.
describe('titleFromFileName', () => {
  it.each([
    ['review-tone.wav', 'Review Tone'],
    ['night_ferry__demo.mp3', 'Night Ferry Demo'],
    ['01-sunrise.flac', '01 Sunrise'],
    ['lord-of-the-rings.ogg', 'Lord of the Rings'],
    ['the-end-of.mp3', 'The End Of'],
    ['DJ-set_live at McCoy’s.m4a', 'DJ Set Live at McCoy’s'],
    ['iPhone memo.wav', 'iPhone Memo'],
    ['no extension', 'No Extension'],
    ['.wav', '.wav'],
  ])('%s -> %s', (fileName, title) => {
    expect(titleFromFileName(fileName)).toBe(title);
  });
});
