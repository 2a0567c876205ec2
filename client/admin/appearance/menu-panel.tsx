import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { useAppearanceEditor } from './editor-context';
import { freeId } from './editor-draft';
import { EDITOR_ROOT } from './editor-sections';
import { MenuItemsOrder } from './menu-items-order';
import { MissingItem, PanelHeader } from './panel-header';
import { useFieldErrors } from './use-field-error';
import { positionLabel, useMenusDraft } from './use-menus-draft';

/** /admin/appearance/menus/{menuIndex}: the menu's name, where it shows, and its items in order. */
export function MenuPanel({ index }: { index: number }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const { base } = useAppearanceEditor();
  const { menus, setMenu } = useMenusDraft();
  const errorAt = useFieldErrors();
  const menu = menus[index];
  const back = { to: `${EDITOR_ROOT}/menus`, label: trans('Menus') };
  if (!menu) return <MissingItem message={trans('This menu does not exist.')} back={back} />;

  const at = `menus.${index}`;
  const open = (itemIndex: number) => void navigate({ to: `${EDITOR_ROOT}/menus/${index}/${itemIndex}` });
  const addItem = () => {
    const taken = menus.flatMap((m) => m.items.map((item) => item.id));
    setMenu(index, { items: [...menu.items, { id: freeId('item', taken), type: 'route', label: trans('New item'), action: '/' }] }, 'items');
    open(menu.items.length);
  };
  const togglePosition = (position: string, on: boolean) =>
    setMenu(index, { positions: on ? [...menu.positions, position] : menu.positions.filter((p) => p !== position) }, 'positions');

  return (
    <>
      <PanelHeader title={menu.name || trans('Untitled menu')} back={back} />
      <div className="flex flex-col gap-5">
        <TextField label={trans('Name')} value={menu.name} error={errorAt(`${at}.name`)} autoComplete="off" onChange={(event) => setMenu(index, { name: event.target.value }, 'name')} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{trans('Shown in')}</legend>
          {base.menu_positions.map((position) => (
            <Checkbox key={position} checked={menu.positions.includes(position)} onChange={(event) => togglePosition(position, event.target.checked)}>
              {trans(positionLabel(position))}
            </Checkbox>
          ))}
          {errorAt(`${at}.positions`) && <p className="text-sm text-danger">{errorAt(`${at}.positions`)}</p>}
        </fieldset>
        <section className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{trans('Items')}</h3>
            <button type="button" onClick={addItem} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              <Plus className="size-4" aria-hidden="true" />
              {trans('Add item')}
            </button>
          </div>
          {errorAt(`${at}.items`) && <p className="text-sm text-danger">{errorAt(`${at}.items`)}</p>}
          <MenuItemsOrder items={menu.items} onChange={(items) => setMenu(index, { items }, 'items')} onOpen={open} />
        </section>
      </div>
    </>
  );
}
