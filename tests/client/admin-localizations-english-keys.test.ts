import { describe, expect, it } from 'vitest';
import { ENGLISH_KEYS } from '../../worker/i18n/english-keys';
import { DEFAULT_MENUS } from '../../worker/settings/menus';
import { PAGES } from '../../db/seed/pages';
import { LOCALIZATIONS } from '../../db/seed/localizations';
import { BREAKDOWN_LABELS } from '../../worker/insights/insights-types';

// docs/api/admin.md, "Localizations": the English keys a localization
// translates are the texts the client passes to trans(), and the seeded texts
// it translates from data (menu labels, page titles, the seeded translations'
// keys, the insights' breakdown labels). They are collected into worker/i18n/english-keys.ts; after adding texts, run
//   npx vitest run --project client tests/client/admin-localizations-english-keys.test.ts -u

/** Declarations whose text a component translates: labels, headers, titles, messages. */
const TEXT_PROPERTIES = /\b(label|header|title|description|crumb|noun|nounPlural|searchLabel|emptyMessage|emptyTitle|emptyText|trueLabel|falseLabel|placeholder|confirmLabel|submitLabel|message)\s*[:=]\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;
const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;

/** The client's sources as text (route files too: their breadcrumbs are texts). */
const SOURCES = import.meta.glob<string>(['../../client/**/*.{ts,tsx}', '!../../client/**/*.gen.ts'], { query: '?raw', import: 'default', eager: true });

/** The first argument of every trans( call: the string literals in it (ternaries and ?? defaults too). */
function transArguments(source: string): string[] {
  const texts: string[] = [];
  for (const match of source.matchAll(/\btrans\(/g)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === "'" || char === '"' || char === '`') {
        const close = source.indexOf(char, end + 1);
        end = close === -1 ? source.length : close;
      } else if (char === '(' || char === '{' || char === '[') depth++;
      else if (char === ')' || char === '}' || char === ']') {
        if (depth === 0) break;
        depth--;
      } else if (char === ',' && depth === 0) break;
    }
    texts.push(...(source.slice(match.index + match[0].length, end).match(STRING) ?? []));
  }
  return texts;
}

const unquote = (literal: string): string => JSON.parse(literal.startsWith("'") ? `"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : literal);

export function collectEnglishKeys(): string[] {
  const keys = new Set<string>([
    ...DEFAULT_MENUS.flatMap((menu) => menu.items.map((item) => item.label)),
    ...PAGES.map((page) => page.title),
    ...LOCALIZATIONS.flatMap((localization) => Object.keys(localization.lines)),
    // Labels the insights reports send, which the client passes to trans().
    ...BREAKDOWN_LABELS,
  ]);
  for (const text of Object.values(SOURCES)) {
    // Comments out (block comments and whole-line ones), so examples in them are not taken for texts.
    const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const literal of [...transArguments(source), ...[...source.matchAll(TEXT_PROPERTIES)].map((m) => m[2])]) {
      const text = unquote(literal);
      if (/\p{L}/u.test(text) && text.trim() === text && text.length <= 500) keys.add(text);
    }
  }
  return [...keys].sort((a, b) => a.localeCompare(b, 'en'));
}

const moduleText = (keys: string[]) =>
  `// Generated: every key the client passes to trans() (tests/client/admin-localizations-english-keys.test.ts).\n` +
  `export const ENGLISH_KEYS: readonly string[] = [\n${keys.map((key) => `  ${JSON.stringify(key)},`).join('\n')}\n];\n`;

describe('the English keys', () => {
  it('are every text the client translates (run with -u after adding texts)', async () => {
    await expect(moduleText(collectEnglishKeys())).toMatchFileSnapshot('../../worker/i18n/english-keys.ts');
  });

  it('find the texts of trans() calls and of declared labels', () => {
    expect(ENGLISH_KEYS).toEqual(expect.arrayContaining(['Search', 'There was an issue. Please try again.', "Looks like you've found the doorway to the great nothing", 'Localizations', 'Users', 'Direct', 'Mobile', 'Unknown']));
    expect(ENGLISH_KEYS).not.toContain('');
  });
});
