import { Pencil } from 'lucide-react';
import { iconButtonStyles } from '../../ui/button-styles';
import { useTrans } from '../../i18n/trans';

/** A row's edit action: a labelled icon button (keyboard and screen readers reach it like any button). */
export function EditButton({ name, onEdit }: { name: string; onEdit: () => void }) {
  const trans = useTrans();
  return (
    <button type="button" aria-label={trans('Edit :name', { name })} onClick={onEdit} className={iconButtonStyles({ size: 'sm' })}>
      <Pencil className="size-4" aria-hidden="true" />
    </button>
  );
}
