import { useEffect, useRef, useState } from 'react';
import { useTrans } from '../i18n/trans';
import { useTheme } from '../theme/use-theme';
import { Spinner } from '../ui/spinner';
import { addXsrfHeader } from './xsrf-interceptor';

/** Swagger UI's own dark styles hang off this class on <html>. */
const SWAGGER_DARK_CLASS = 'dark-mode';

/**
 * Swagger UI over the worker's OpenAPI document. The bundle (about 1.7 MB)
 * and its CSS load only when this page mounts, never with the first route.
 */
export function SwaggerView({ url }: { url: string }) {
  const trans = useTrans();
  const { isDark } = useTheme();
  const node = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(SWAGGER_DARK_CLASS, isDark);
    return () => root.classList.remove(SWAGGER_DARK_CLASS);
  }, [isDark]);

  useEffect(() => {
    let cancelled = false;
    const target = node.current;
    Promise.all([import('swagger-ui-dist/swagger-ui-es-bundle.js'), import('swagger-ui-dist/swagger-ui.css')])
      .then(([{ default: SwaggerUI }]) => {
        if (cancelled || !target) return;
        SwaggerUI({
          domNode: target,
          url,
          deepLinking: false,
          displayRequestDuration: true,
          validatorUrl: null,
          requestInterceptor: addXsrfHeader,
        });
        setStatus('ready');
      })
      .catch(() => !cancelled && setStatus('failed'));
    return () => {
      cancelled = true;
      target?.replaceChildren();
    };
  }, [url]);

  return (
    <>
      {status === 'loading' && (
        <div className="flex justify-center py-16 text-primary">
          <Spinner size="lg" label={trans('Loading API documentation')} />
        </div>
      )}
      {status === 'failed' && (
        <p role="alert" className="px-4 py-16 text-center text-muted">
          {trans('There was an issue loading this page')}
        </p>
      )}
      <div ref={node} className="overflow-x-auto" />
    </>
  );
}
