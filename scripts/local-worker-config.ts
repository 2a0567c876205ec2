// Run by `npm run build`, after the worker bundle: what the local server needs
// of wrangler.toml (the worker's Miniflare options, its name and its crons),
// written next to the bundle as JSON. The server's own process then loads
// Miniflare alone: importing wrangler cost it about 250 MB resident for the
// whole life of `npm start` (issue 25, docs/bench.md "Memory under load").
import { writeFileSync } from 'node:fs';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { LOCAL_CONFIG, WRANGLER_CONFIG, type LocalWorkerConfig } from './local-server';

const config = unstable_readConfig({ config: WRANGLER_CONFIG });
// The bundle is one ES module, so wrangler's module rules have nothing to add.
const { modulesRules: _rules, ...worker } = unstable_getMiniflareWorkerOptions(WRANGLER_CONFIG).workerOptions;
const local: LocalWorkerConfig = { name: config.name ?? 'worker', crons: config.triggers.crons ?? [], worker: worker as LocalWorkerConfig['worker'] };
writeFileSync(LOCAL_CONFIG, JSON.stringify(local, null, 2));
