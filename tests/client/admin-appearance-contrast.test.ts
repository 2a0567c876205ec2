import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, themeContrast, WCAG_AA_RATIO } from '../../client/admin/appearance/contrast';
import { hexToTriplet, parseTriplet, tripletToHex } from '../../client/admin/appearance/theme-colors';

// Issue 27 part 4: the theme editor shows each text colour's WCAG 2.1
// contrast on its background and warns below AA's 4.5:1.

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([29, 185, 84], [29, 185, 84])).toBe(1);
  });

  it('matches published WCAG figures around the AA line', () => {
    // #777777 on white is the classic just-failing grey (4.48:1); #767676 just passes (4.54:1).
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeLessThan(WCAG_AA_RATIO);
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeGreaterThan(WCAG_AA_RATIO);
  });
});

describe('themeContrast', () => {
  const theme = {
    '--be-background': '255 255 255',
    '--be-foreground-base': '0 0 0',
    '--be-text-muted-opacity': '0.5',
    '--be-primary': '29 185 84',
    '--be-radius': '0.5rem',
  };

  it('draws the text at its opacity over the background first', () => {
    expect(blend([0, 0, 0], [255, 255, 255], 0.5)).toEqual([128, 128, 128]);
    const muted = themeContrast(theme, { text: '--be-foreground-base', opacity: '--be-text-muted-opacity', background: '--be-background' });
    expect(muted).toBeCloseTo(contrastRatio([128, 128, 128], [255, 255, 255]), 5);
    expect(themeContrast(theme, { text: '--be-foreground-base', background: '--be-background' })).toBeCloseTo(21, 5);
  });

  it('finds the brand green too light for text on white, and gives no figure for a value that is no colour', () => {
    expect(themeContrast(theme, { text: '--be-primary', background: '--be-background' })!).toBeLessThan(WCAG_AA_RATIO);
    expect(themeContrast(theme, { text: '--be-radius', background: '--be-background' })).toBeNull();
  });
});

describe('RGB triplets and hex', () => {
  it('converts both ways and refuses what is not a colour', () => {
    expect(tripletToHex('29 185 84')).toBe('#1db954');
    expect(hexToTriplet('#1db954')).toBe('29 185 84');
    expect(hexToTriplet('#fff')).toBe('255 255 255');
    expect(hexToTriplet('1DB954')).toBe('29 185 84');
    expect(hexToTriplet('#1db95')).toBeNull();
    expect(parseTriplet('256 0 0')).toBeNull();
    expect(tripletToHex('0.5rem')).toBeNull();
  });
});
