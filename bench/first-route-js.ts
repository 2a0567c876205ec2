import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export type FirstRouteJs = {
  gzipBytes: number;
  rawBytes: number;
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  /** Referenced but not in the build (would undercount): worth a look. */
  missing: string[];
};

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\n]+?)\1/g;

function resolveUrl(clientDir: string, fromDir: string, spec: string): string | null {
  if (/^[a-z]+:|^\/\//i.test(spec)) return null; // another origin
  const path = spec.split(/[?#]/)[0];
  if (!/\.m?js$/.test(path)) return null;
  if (path.startsWith('/')) return resolve(clientDir, `.${path}`);
  if (path.startsWith('./') || path.startsWith('../')) return resolve(fromDir, path);
  return null; // bare specifier: not something a built chunk requests
}

/**
 * The gzipped size of the JavaScript the first page load fetches: the module
 * scripts and modulepreload links of dist/client/index.html, plus every chunk
 * they import statically, transitively. Lazily imported chunks (route
 * code-splitting) are not counted.
 */
export function firstRouteJs(clientDir: string): FirstRouteJs {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const queue: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src');
    if (src && attr(tag, 'type') === 'module') queue.push(...[resolveUrl(clientDir, clientDir, src)].filter((p): p is string => !!p));
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attr(tag, 'href');
    if (href && attr(tag, 'rel')?.toLowerCase() === 'modulepreload') queue.push(...[resolveUrl(clientDir, clientDir, href)].filter((p): p is string => !!p));
  }

  const seen = new Set<string>();
  const files: FirstRouteJs['files'] = [];
  const missing: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) {
      missing.push(relative(clientDir, file));
      continue;
    }
    const code = readFileSync(file);
    files.push({ file: relative(clientDir, file), rawBytes: code.length, gzipBytes: gzipSync(code).length });
    for (const m of code.toString('utf8').matchAll(STATIC_IMPORT)) {
      const next = resolveUrl(clientDir, dirname(file), m[2]);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return {
    gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
    rawBytes: files.reduce((s, f) => s + f.rawBytes, 0),
    files,
    missing,
  };
}
