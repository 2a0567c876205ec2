// Regenerates client/route-tree.gen.ts without a full build, with the same
// options vite.config.ts gives the router plugin (which regenerates it on
// every build and dev start). Handy after adding a route file, before tsc.
import { resolve } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = resolve(import.meta.dirname, '../client');
const config = getConfig(
  {
    target: 'react',
    routesDirectory: './routes',
    generatedRouteTree: './route-tree.gen.ts',
    routeFileIgnorePrefix: '-',
    autoCodeSplitting: true,
  },
  root,
);
await new Generator({ config, root }).run();
