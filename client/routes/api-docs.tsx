import { createFileRoute, redirect } from '@tanstack/react-router';
import { guard } from '../auth/route-guards';
import { getBootstrap } from '../bootstrap/bootstrap-store';
import { ApiDocsPage } from '../api-docs/api-docs-page';

const mayReadDocs = guard({ permission: 'api.access' });

/** SPEC section 2: /api-docs needs permission api.access, not a login. */
export const Route = createFileRoute('/api-docs')({
  beforeLoad: () => {
    mayReadDocs();
    // Without the API there is nothing to document (the worker answers 404 too).
    if (!getBootstrap().api.integrated) throw redirect({ to: '/404', replace: true });
  },
  component: ApiDocsPage,
});
