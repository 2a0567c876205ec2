import { Link } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { Logo } from '../ui/logo';
import { focusRing } from '../ui/button-styles';
import { SwaggerView } from './swagger-view';

/** Served by the worker from the same zod schemas that validate requests. */
export const OPENAPI_URL = '/api/v1/openapi.json';

/** SPEC section 2, /api-docs: the API reference, full page, outside the player. */
export function ApiDocsPage() {
  const trans = useTrans();
  return (
    <div className="min-h-dvh bg-bg text-fg">
      <header className="flex items-center gap-4 border-b border-divider px-4 py-3 md:px-6">
        <Link to="/" className={`rounded-md ${focusRing}`}>
          <Logo variant="mark" className="h-8" />
        </Link>
        <h1 className="text-lg font-semibold">{trans('API documentation')}</h1>
      </header>
      <main>
        <SwaggerView url={OPENAPI_URL} />
      </main>
    </div>
  );
}
