import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds client/service-worker/sw.ts into `<outDir>/sw.js` after the app's
 * build (docs/offline.md): one classic script (every browser runs those as a
 * service worker) with nothing shared with the app's chunks, given the entry's
 * scripts and styles to precache and a version named after them, so each
 * build that changes the app changes sw.js and the browser installs it.
 */
export function serviceWorker(entry: string): Plugin {
  let precache: string[] = [];
  let outDir = '';
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      // The entry and what it imports statically: what every first load runs.
      const wanted = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (!chunk || wanted.has(file)) return;
        wanted.add(file);
        if (chunk.type === 'chunk') {
          chunk.imports.forEach(visit);
          chunk.viteMetadata?.importedCss.forEach((css) => wanted.add(css));
        }
      };
      for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
      precache = [...wanted].sort().map((file) => `/${file}`);
    },
    async closeBundle() {
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
