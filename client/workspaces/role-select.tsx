import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { ASSIGNABLE_ROLES, roleLabel, type WorkspaceRoleId } from './workspace-constants';

type RoleSelectProps = {
  /** Names the select for screen readers, e.g. "Role of Ada" (already translated). */
  label: string;
  value: WorkspaceRoleId;
  onChange: (roleId: WorkspaceRoleId) => void;
  disabled?: boolean;
};

/** A compact native select of the roles an owner or admin may give, for a row of a list. */
export function RoleSelect({ label, value, onChange, disabled }: RoleSelectProps) {
  const trans = useTrans();
  return (
    <div className="relative shrink-0">
      <select
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value) as WorkspaceRoleId)}
        className={clsx(
          'h-9 cursor-pointer appearance-none rounded-lg border border-divider bg-bg pl-3 pr-8 text-sm text-fg outline-none transition',
          'hover:border-fg/40 focus:border-primary focus:ring-2 focus:ring-primary/40 disabled:cursor-default disabled:opacity-60',
        )}
      >
        {ASSIGNABLE_ROLES.map((roleId) => (
          <option key={roleId} value={roleId}>
            {roleLabel(trans, roleId)}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute right-2 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
    </div>
  );
}

/** A role that cannot be changed here (the owner's, or anyone's for a plain member). */
export function RoleBadge({ roleId }: { roleId: WorkspaceRoleId }) {
  const trans = useTrans();
  return <span className="shrink-0 rounded-full bg-chip px-2.5 py-1 text-xs font-semibold text-muted">{roleLabel(trans, roleId)}</span>;
}
