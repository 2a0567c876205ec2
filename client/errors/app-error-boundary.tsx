import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { trans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';

type State = { error: Error | null };

/**
 * The router's last resort (SPEC section 2, 'Unexpected Application Error!'):
 * it catches what no route's error page could show, such as an error page
 * that failed itself. It leans on nothing that may be broken: no router
 * context, no store subscription, only the plain trans() and a reload.
 */
export class AppErrorBoundary extends Component<{ children?: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <UnexpectedError error={this.state.error} />;
  }
}

export function UnexpectedError({ error }: { error: Error }) {
  return (
    <div role="alert" className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-6 py-16 text-fg">
      <h1 className="text-2xl font-bold md:text-3xl">{trans('Unexpected Application Error!')}</h1>
      {error.message && <pre className="overflow-x-auto whitespace-pre-wrap rounded-lg bg-bg-alt p-4 font-mono text-sm text-danger">{error.message}</pre>}
      <button type="button" onClick={() => window.location.reload()} className={buttonStyles({ variant: 'outline', className: 'self-start' })}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {trans('Reload page')}
      </button>
    </div>
  );
}

/** The boundary as the router's InnerWrap (client/router.tsx), which takes a function component. */
export function AppErrorWrap({ children }: { children: ReactNode }) {
  return <AppErrorBoundary>{children}</AppErrorBoundary>;
}
