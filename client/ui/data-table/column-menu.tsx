import { Columns3 } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../button-styles';
import type { DataColumn, ListRow } from './data-table-types';

type ColumnMenuProps<Row extends ListRow> = {
  columns: DataColumn<Row>[];
  visibility: Record<string, boolean>;
  onChange: (visibility: Record<string, boolean>) => void;
};

/** Shows and hides columns (a multi-select menu, keyboard included); the choice is remembered. */
export function ColumnMenu<Row extends ListRow>({ columns, visibility, onChange }: ColumnMenuProps<Row>) {
  const trans = useTrans();
  const optional = columns.filter((c) => !c.alwaysVisible);
  const shown = new Set(optional.filter((c) => visibility[c.id] !== false).map((c) => c.id));
  const select = (keys: Selection) => {
    const picked = keys === 'all' ? new Set(optional.map((c) => c.id)) : keys;
    onChange(Object.fromEntries(optional.map((c) => [c.id, picked.has(c.id)])));
  };
  return (
    <MenuTrigger>
      <Button className={buttonStyles({ variant: 'outline', size: 'sm' })}>
        <Columns3 className="size-4" aria-hidden="true" />
        {trans('Columns')}
      </Button>
      <Popover placement="bottom end" className="max-h-[420px] w-56 overflow-y-auto rounded-xl border border-divider bg-paper p-1.5 shadow-2xl outline-none">
        <Menu
          aria-label={trans('Visible columns')}
          selectionMode="multiple"
          selectedKeys={shown}
          onSelectionChange={select}
          className="outline-none"
        >
          {optional.map((column) => (
            <MenuItem
              key={column.id}
              id={column.id}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-fg outline-none data-[focused]:bg-fg/10 data-[selected]:font-semibold"
            >
              {({ isSelected }) => (
                <>
                  {trans(column.header)}
                  <span aria-hidden="true" className={isSelected ? 'text-primary' : 'invisible'}>
                    ✓
                  </span>
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
