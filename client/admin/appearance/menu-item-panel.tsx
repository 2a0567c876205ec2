import { useTrans } from '../../i18n/trans';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { MenuItem } from './appearance-types';
import { EDITOR_ROOT } from './editor-sections';
import { IconPicker } from './icon-picker';
import { MenuItemConditions } from './menu-item-conditions';
import { MissingItem, PanelHeader } from './panel-header';
import { useFieldErrors } from './use-field-error';
import { useMenusDraft } from './use-menus-draft';

const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** /admin/appearance/menus/{menuIndex}/{menuItemIndex}: one item's label, icon, link and who sees it. */
export function MenuItemPanel({ menuIndex, itemIndex }: { menuIndex: number; itemIndex: number }) {
  const trans = useTrans();
  const { menus, setItem } = useMenusDraft();
  const errors = useFieldErrors();
  const menu = menus[menuIndex];
  const item = menu?.items[itemIndex];
  if (!menu || !item) {
    return <MissingItem message={trans('This menu item does not exist.')} back={{ to: `${EDITOR_ROOT}/menus${menu ? `/${menuIndex}` : ''}`, label: menu?.name ?? trans('Menus') }} />;
  }
  const at = `menus.${menuIndex}.items.${itemIndex}`;
  const errorAt = (field: string) => errors(`${at}.${field}`);
  const set = (patch: Partial<MenuItem>, field: string) => setItem(menuIndex, itemIndex, patch, field);

  return (
    <>
      <PanelHeader title={item.label || trans('Untitled item')} back={{ to: `${EDITOR_ROOT}/menus/${menuIndex}`, label: menu.name }} />
      <div className="flex flex-col gap-5">
        <TextField label={trans('Label')} value={item.label} error={errorAt('label')} autoComplete="off" onChange={(event) => set({ label: event.target.value }, 'label')} />
        <TextField
          label={trans('Link')}
          value={item.action}
          error={errorAt('action')}
          autoComplete="off"
          spellCheck={false}
          placeholder="/library"
          description={trans('A path on this site (/search) or a full address. {currentUser} is replaced by the signed-in user\'s id, e.g. /user/{currentUser}.')}
          onChange={(event) => set({ action: event.target.value, type: ABSOLUTE.test(event.target.value) ? 'link' : 'route' }, 'action')}
        />
        <SelectField label={trans('Opens in')} value={item.target ?? '_self'} error={errorAt('target')} onChange={(event) => set({ target: event.target.value as MenuItem['target'] }, 'target')}>
          <option value="_self">{trans('The same tab')}</option>
          <option value="_blank">{trans('A new tab')}</option>
        </SelectField>
        <IconPicker value={item.icon} onChange={(icon) => set({ icon }, 'icon')} />
        {errorAt('icon') && <p className="text-sm text-danger">{errorAt('icon')}</p>}
        <MenuItemConditions item={item} onChange={set} errorAt={errorAt} />
      </div>
    </>
  );
}
