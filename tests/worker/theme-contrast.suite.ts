import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { themes } from '../../db/appearance';
import { THEMES } from '../../db/seed/themes';
import { db } from './support/http';

// Issue 26 part 9: the seeded themes meet WCAG 2.1 AA contrast (4.5:1 for
// text), and migration 0030 moves an install seeded with the old colours.

type Rgb = [number, number, number];
const rgb = (triplet: string): Rgb => triplet.split(' ').map(Number) as Rgb;

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Where the app puts each colour as text or on a fill (client/styles.css, client/ui/button-styles.ts). */
const PAIRS = [
  ['--be-on-primary', '--be-primary'],
  ['--be-on-danger', '--be-danger'],
  ...['--be-primary', '--be-danger', '--be-positive'].flatMap((text) =>
    ['--be-background', '--be-background-alt', '--be-paper'].map((surface) => [text, surface]),
  ),
  ['--be-primary', '--be-chip'],
] as const;

describe('seeded themes', () => {
  it.each(THEMES.map((theme) => [theme.name, theme.values as Record<string, string>] as const))('%s: every text colour reaches 4.5:1 where it is used', (_, values) => {
    const weak = PAIRS.flatMap(([text, surface]) => {
      const ratio = contrast(rgb(values[text]), rgb(values[surface]));
      return ratio < 4.5 ? [`${text} on ${surface}: ${ratio.toFixed(2)}`] : [];
    });
    expect(weak).toEqual([]);
  });
});

describe('migration 0030_theme_contrast', () => {
  const OLD_SHARED = { '--be-primary': '29 185 84', '--be-primary-dark': '22 150 68', '--be-on-primary': '0 0 0', '--be-danger': '229 57 53', '--be-positive': '46 160 67' };
  const OLD_LIGHT = { ...OLD_SHARED, '--be-primary': '22 150 68', '--be-primary-dark': '17 120 54', '--be-on-primary': '255 255 255', '--be-background': '255 255 255' };

  it("moves the old default colours to the new ones and keeps an admin's own", async () => {
    const rows = await db()
      .insert(themes)
      .values([
        { name: 'Old dark', is_dark: true, values: { ...OLD_SHARED, '--be-background': '18 18 18' } },
        { name: 'Old light', is_dark: false, values: OLD_LIGHT },
        { name: 'Own light', is_dark: false, values: { ...OLD_LIGHT, '--be-primary': '200 0 120', '--be-danger': '150 0 0' } },
      ])
      .returning({ id: themes.id });
    const ids = rows.map((row) => row.id);
    try {
      const migration = env.TEST_MIGRATIONS.find((m: { name: string }) => m.name.startsWith('0030_'))!;
      // Twice: a second run changes nothing more.
      for (let run = 0; run < 2; run++) for (const query of migration.queries) await env.DB.prepare(query).run();

      const after = await db().select().from(themes).where(inArray(themes.id, ids)).orderBy(themes.id);
      const seeded = (name: string) => THEMES.find((theme) => theme.name === name)!.values;
      const pick = (values: Record<string, string>, names: string[]) => Object.fromEntries(names.map((name) => [name, values[name]]));
      const colours = ['--be-primary', '--be-primary-dark', '--be-on-primary', '--be-danger', '--be-on-danger', '--be-positive'];
      expect(pick(after[0].values, colours)).toEqual(pick(seeded('Dark'), colours));
      expect(pick(after[1].values, colours)).toEqual(pick(seeded('Light'), colours));
      // The admin's own primary and danger stay, with white on danger as before; the old positive still moves.
      expect(pick(after[2].values, colours)).toEqual({ ...pick(seeded('Light'), colours), '--be-primary': '200 0 120', '--be-danger': '150 0 0', '--be-on-danger': '255 255 255' });
      expect(after[1].values['--be-background']).toBe('255 255 255');
    } finally {
      await db().delete(themes).where(inArray(themes.id, ids));
    }
  });

  it('leaves the freshly seeded themes as the seed wrote them', async () => {
    const before = await db().select().from(themes).where(eq(themes.name, 'Light'));
    const migration = env.TEST_MIGRATIONS.find((m: { name: string }) => m.name.startsWith('0030_'))!;
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const after = await db().select().from(themes).where(eq(themes.name, 'Light'));
    expect(after[0].values).toEqual(before[0].values);
  });
});
