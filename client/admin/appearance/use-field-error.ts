import { useTrans } from '../../i18n/trans';
import { useAppearanceEditor } from './editor-context';

/**
 * The messages a refused save left on fields (appearance-changes.ts
 * `editorErrors`): a function of a field's path to its translated message.
 */
export function useFieldErrors(): (path: string) => string | undefined {
  const trans = useTrans();
  const { errors } = useAppearanceEditor();
  return (path) => (errors[path] ? trans(errors[path]) : undefined);
}

/** The message on the one field at `path`. */
export const useFieldError = (path: string) => useFieldErrors()(path);
