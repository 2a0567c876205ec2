import { useQueryClient } from '@tanstack/react-query';
import { Check, Plus, Settings2 } from 'lucide-react';
import { Header, MenuItem, MenuSection, Separator } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useTrans } from '../i18n/trans';
import { openDialog } from '../ui/dialog/dialog-store';
import { activateWorkspace } from './active-workspace';
import { CreateWorkspaceDialog } from './create-workspace-dialog';
import { ManageWorkspaceDialog } from './manage-workspace-dialog';
import { DEFAULT_WORKSPACE, type WorkspacePayload } from './workspace-constants';
import { useWorkspaceSwitcher } from './use-workspace-switcher';

type ItemProps = {
  id: string;
  className: string;
  icon: ReactNode;
  onAction?: () => void;
  textValue: string;
  children: ReactNode;
};

function Item({ id, className, icon, onAction, textValue, children }: ItemProps) {
  return (
    <MenuItem id={id} className={className} onAction={onAction} textValue={textValue}>
      <span className="text-muted" aria-hidden="true">
        {icon}
      </span>
      {children}
    </MenuItem>
  );
}

/**
 * The account menu's workspace switcher: Default and the user's workspaces as
 * radio items (choosing one sets the activeWorkspaceId cookie and refetches),
 * then Manage (for a workspace other than Default) and Create workspace.
 * `itemClassName` keeps its items styled like the rest of the menu.
 */
export function WorkspaceMenuSection({ itemClassName }: { itemClassName: string }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const { workspaces, active, canCreate, visible } = useWorkspaceSwitcher();
  if (!visible) return null;
  const manageable = active.id !== DEFAULT_WORKSPACE.id;

  const choose = (id: number) => void activateWorkspace(queryClient, id);
  const create = async () => {
    const created = await openDialog<WorkspacePayload>(CreateWorkspaceDialog, {});
    if (!created) return;
    await activateWorkspace(queryClient, created.id);
    void openDialog(ManageWorkspaceDialog, { workspaceId: created.id });
  };

  return (
    <>
      <MenuSection
        selectionMode="single"
        selectedKeys={[`workspace-${active.id}`]}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          if (key !== undefined) choose(Number(String(key).replace('workspace-', '')));
        }}
      >
        <Header className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">{trans('Workspaces')}</Header>
        {workspaces.map((workspace) => {
          const name = workspace.id === DEFAULT_WORKSPACE.id ? trans(DEFAULT_WORKSPACE.name) : workspace.name;
          return (
            <MenuItem key={workspace.id} id={`workspace-${workspace.id}`} textValue={name} className={itemClassName}>
              {({ isSelected }) => (
                <>
                  <span className="flex size-4 shrink-0 items-center justify-center text-primary" aria-hidden="true">
                    {isSelected && <Check className="size-4" />}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{name}</span>
                </>
              )}
            </MenuItem>
          );
        })}
      </MenuSection>
      {(manageable || canCreate) && (
        <MenuSection>
          {manageable && (
            <Item
              id="workspace-manage"
              className={itemClassName}
              icon={<Settings2 className="size-4" />}
              textValue={trans('Manage :name', { name: active.name })}
              onAction={() =>
                void openDialog(ManageWorkspaceDialog, {
                  workspaceId: active.id,
                })
              }
            >
              <span className="min-w-0 truncate">{trans('Manage :name', { name: active.name })}</span>
            </Item>
          )}
          {canCreate && (
            <Item
              id="workspace-create"
              className={itemClassName}
              icon={<Plus className="size-4" />}
              textValue={trans('Create workspace')}
              onAction={() => void create()}
            >
              {trans('Create workspace')}
            </Item>
          )}
        </MenuSection>
      )}
      <Separator className="my-1.5 h-px bg-divider" />
    </>
  );
}
