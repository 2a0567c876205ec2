import { useTrans } from '../../i18n/trans';
import { fieldErrors, showErrorToast } from '../../http/server-errors';
import { buttonStyles } from '../../ui/button-styles';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { openDialog } from '../../ui/dialog/dialog-store';
import { toast } from '../../ui/toast/toast-store';
import { editorErrors } from './appearance-changes';
import { useSaveAppearance } from './appearance-values-query';
import { useAppearanceEditor } from './editor-context';

type EditorToolbarProps = {
  view: 'edit' | 'preview';
  onView: (view: 'edit' | 'preview') => void;
  /** A 422: its messages are on their fields. */
  onRefused: () => void;
};

/** The editor's title, Save (every pending change in one POST) and Undo, and below 1024 px the Edit / Preview switch. */
export function EditorToolbar({ view, onView, onRefused }: EditorToolbarProps) {
  const trans = useTrans();
  const editor = useAppearanceEditor();
  const save = useSaveAppearance();

  const onSave = () => {
    const { changes, themeIds } = editor;
    save.mutate(changes, {
      onSuccess: (values) => {
        editor.saved(values);
        toast(trans('Appearance saved'));
      },
      onError: (error) => {
        const errors = fieldErrors(error);
        if (!Object.keys(errors).length) return showErrorToast(error);
        editor.setErrors(editorErrors(errors, themeIds));
        onRefused();
      },
    });
  };
  const onUndo = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Discard changes?'),
      body: trans('Every change you have not saved goes, and the preview shows the saved site again.'),
      confirmLabel: trans('Discard'),
      danger: true,
    });
    if (confirmed) editor.discard();
  };

  return (
    <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-divider px-4 py-2 md:px-6">
      <h1 className="text-lg font-bold">{trans('Appearance')}</h1>
      <span className="text-xs text-muted" aria-live="polite">
        {editor.dirty ? trans('Unsaved changes') : trans('All changes saved')}
      </span>
      <div className="ml-auto flex items-center gap-2">
        <div className="flex rounded-full border border-divider p-0.5 lg:hidden" role="group" aria-label={trans('Show')}>
          {(['edit', 'preview'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onView(option)}
              className={buttonStyles({ variant: view === option ? 'primary' : 'ghost', size: 'sm' })}
            >
              {option === 'edit' ? trans('Edit') : trans('Preview')}
            </button>
          ))}
        </div>
        <button type="button" disabled={!editor.dirty || save.isPending} onClick={() => void onUndo()} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
          {trans('Undo')}
        </button>
        <button type="button" disabled={!editor.dirty || save.isPending} onClick={onSave} className={buttonStyles({ size: 'sm' })}>
          {save.isPending ? trans('Saving…') : trans('Save')}
        </button>
      </div>
    </div>
  );
}
