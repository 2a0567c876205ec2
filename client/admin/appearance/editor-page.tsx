import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { Monitor, Smartphone } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { appearanceValuesQuery } from './appearance-values-query';
import { AppearanceEditorProvider, useAppearanceEditor } from './editor-context';
import { EditorToolbar } from './editor-toolbar';
import { ErrorSummary } from './error-summary';
import { useLeaveGuard } from './leave-guard';
import { PreviewFrame } from './preview-frame';
import { previewGroups } from './preview-groups';
import { usePreviewPath } from './preview-path';

/** /admin/appearance and its sections (SPEC section 2, appearance.update): the saved values, then the editor. */
export function AppearanceEditorPage({ children }: { children: ReactNode }) {
  const trans = useTrans();
  const values = useQuery(appearanceValuesQuery);
  if (values.isPending) return <Spinner className="mx-auto mt-16" label={trans('Loading the appearance editor')} />;
  if (values.isError) {
    return (
      <div role="alert" className="mx-auto mt-16 flex max-w-md flex-col items-center gap-3 text-center">
        <p className="font-semibold">{trans('There was an issue loading this page')}</p>
        <button type="button" onClick={() => void values.refetch()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          {trans('Try again')}
        </button>
      </div>
    );
  }
  return (
    <AppearanceEditorProvider values={values.data}>
      <EditorLayout>{children}</EditorLayout>
    </AppearanceEditorProvider>
  );
}

/**
 * The section's panel beside the live preview. From 1024 px both show; below,
 * one at a time behind an Edit / Preview switch (the frame keeps loading
 * while hidden, so it is ready when shown).
 */
function EditorLayout({ children }: { children: ReactNode }) {
  const trans = useTrans();
  const editor = useAppearanceEditor();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const previewPath = usePreviewPath(pathname);
  // Below 1024 px the editor is on a phone or small tablet: its preview starts at phone width.
  const [phone, setPhone] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [errorsShown, setErrorsShown] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => previewGroups(editor.base, editor.draft, editor.shownThemeId), [editor.base, editor.draft, editor.shownThemeId]);
  useLeaveGuard(editor.dirty);

  // SPEC section 5: after a refused save, the first field with a message on this panel takes focus.
  useEffect(() => {
    if (errorsShown) panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorsShown]);

  return (
    <div className="-mx-4 -my-6 flex h-[calc(100%+3rem)] min-h-[36rem] flex-col md:-mx-8">
      <EditorToolbar
        view={view}
        onView={setView}
        onRefused={() => {
          setView('edit');
          setErrorsShown((n) => n + 1);
        }}
      />
      <div className="flex min-h-0 flex-1">
        <div ref={panel} className={clsx('w-full overflow-y-auto p-4 lg:block lg:w-[26rem] lg:shrink-0 lg:border-r lg:border-divider', view === 'preview' && 'hidden')}>
          <ErrorSummary />
          {children}
        </div>
        <section aria-label={trans('Preview')} className={clsx('min-w-0 flex-1 flex-col gap-2 bg-bg-alt p-3 lg:flex', view === 'edit' ? 'hidden' : 'flex')}>
          <div className="flex items-center justify-end gap-1" role="group" aria-label={trans('Preview width')}>
            <button type="button" aria-pressed={!phone} aria-label={trans('Desktop')} onClick={() => setPhone(false)} className={iconButtonStyles({ size: 'sm', className: clsx(!phone && 'bg-fg/10 text-fg') })}>
              <Monitor className="size-4" aria-hidden="true" />
            </button>
            <button type="button" aria-pressed={phone} aria-label={trans('Phone')} onClick={() => setPhone(true)} className={iconButtonStyles({ size: 'sm', className: clsx(phone && 'bg-fg/10 text-fg') })}>
              <Smartphone className="size-4" aria-hidden="true" />
            </button>
          </div>
          <PreviewFrame path={previewPath} groups={groups} revision={editor.revision} phone={phone} />
        </section>
      </div>
    </div>
  );
}
