import { Link } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { focusRing } from '../../ui/button-styles';
import { useAppearanceEditor } from './editor-context';
import { sectionOfPath } from './editor-sections';

/**
 * After a refused save: every message, each linking to the section of its
 * field (the field itself shows it too, when its section is open).
 */
export function ErrorSummary() {
  const trans = useTrans();
  const { errors, draft } = useAppearanceEditor();
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <div role="alert" className="mb-5 rounded-lg border border-danger/60 p-4 text-sm">
      <p className="font-semibold">{trans('Nothing was saved. Fix these and save again:')}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {entries.map(([path, message]) => (
          <li key={path}>
            <Link to={sectionOfPath(path, draft)} className={`text-danger underline-offset-2 hover:underline ${focusRing}`}>
              {trans(message)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
