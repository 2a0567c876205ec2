import { useNavigate } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../../ui/button-styles';
import { Tooltip } from '../../ui/tooltip/tooltip';
import { freeId } from './editor-draft';
import { EDITOR_ROOT } from './editor-sections';
import { PanelHeader } from './panel-header';
import { SectionLink } from './section-links';
import { positionLabel, useMenusDraft } from './use-menus-draft';

/** /admin/appearance/menus: the menus, to open, delete, or add. */
export function MenusPanel() {
  const trans = useTrans();
  const navigate = useNavigate();
  const { menus, setMenus } = useMenusDraft();
  const create = () => {
    const index = menus.length;
    setMenus((list) => [...list, { id: freeId('menu', list.map((menu) => menu.id)), name: trans('New menu'), positions: [], items: [] }]);
    void navigate({ to: `${EDITOR_ROOT}/menus/${index}` });
  };
  const positions = (list: string[]) => list.map((position) => trans(positionLabel(position))).join(', ');

  return (
    <>
      <PanelHeader
        title={trans('Menus')}
        back={{ to: EDITOR_ROOT, label: trans('Sections') }}
        actions={
          <button type="button" onClick={create} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            <Plus className="size-4" aria-hidden="true" />
            {trans('New menu')}
          </button>
        }
      />
      {menus.length === 0 && <p className="text-sm text-muted">{trans('There are no menus yet.')}</p>}
      <ul className="flex flex-col gap-2" aria-label={trans('Menus')}>
        {menus.map((menu, index) => (
          <li key={menu.id} className="flex items-center gap-2">
            <div className="min-w-0 flex-1">
              <SectionLink
                to={`${EDITOR_ROOT}/menus/${index}`}
                label={menu.name || trans('Untitled menu')}
                description={`${trans(':count items', { count: menu.items.length })} · ${positions(menu.positions) || trans('Not placed')}`}
              />
            </div>
            <Tooltip label={trans('Delete :name', { name: menu.name })}>
              <button
                type="button"
                aria-label={trans('Delete :name', { name: menu.name })}
                onClick={() => setMenus((list) => list.filter((_, i) => i !== index))}
                className={iconButtonStyles({ size: 'sm' })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </Tooltip>
          </li>
        ))}
      </ul>
    </>
  );
}
