import { useId } from 'react';
import { useTrans } from '../../i18n/trans';
import { Spinner } from '../../ui/spinner';
import { usePermissionDefinitions, type GrantedPermission, type PermissionDefinition } from './permissions-query';

type PermissionsEditorProps = { value: GrantedPermission[]; onChange: (value: GrantedPermission[]) => void };

/**
 * Permissions grouped by area, each with its sentence, and the numeric
 * restrictions a granted one carries (empty: unlimited). Shared by the role
 * editor and a user's permissions tab.
 */
export function PermissionsEditor({ value, onChange }: PermissionsEditorProps) {
  const trans = useTrans();
  const definitions = usePermissionDefinitions();
  if (definitions.isPending) return <Spinner size="sm" />;
  if (definitions.isError) return <p role="alert" className="text-sm text-danger">{trans('Could not load the available options.')}</p>;
  const groups = new Map<string, PermissionDefinition[]>();
  for (const definition of definitions.data) groups.set(definition.group, [...(groups.get(definition.group) ?? []), definition]);
  const granted = new Map(value.map((p) => [p.name, p]));
  const toggle = (definition: PermissionDefinition, on: boolean) =>
    onChange(on ? [...value, { name: definition.name, restrictions: [] }] : value.filter((p) => p.name !== definition.name));
  const setRestriction = (name: string, restriction: string, raw: string) =>
    onChange(
      value.map((p) =>
        p.name !== name
          ? p
          : { ...p, restrictions: [...p.restrictions.filter((r) => r.name !== restriction), ...(raw === '' ? [] : [{ name: restriction, value: Math.max(0, Number(raw)) }])] },
      ),
    );
  return (
    <div className="flex flex-col gap-6">
      {[...groups].map(([group, permissions]) => (
        <fieldset key={group} className="rounded-lg border border-divider p-4">
          <legend className="px-1 text-xs font-bold uppercase tracking-widest text-muted">{trans(group)}</legend>
          <ul className="flex flex-col gap-3">
            {permissions.map((definition) => (
              <PermissionRow
                key={definition.name}
                definition={definition}
                grant={granted.get(definition.name)}
                onToggle={(on) => toggle(definition, on)}
                onRestriction={(restriction, raw) => setRestriction(definition.name, restriction, raw)}
              />
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

function PermissionRow({
  definition,
  grant,
  onToggle,
  onRestriction,
}: {
  definition: PermissionDefinition;
  grant?: GrantedPermission;
  onToggle: (on: boolean) => void;
  onRestriction: (restriction: string, raw: string) => void;
}) {
  const trans = useTrans();
  const id = useId();
  return (
    <li className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" checked={Boolean(grant)} onChange={(e) => onToggle(e.target.checked)} className="mt-1 size-4 accent-[var(--color-primary)]" />
        <label htmlFor={id} className="flex flex-col text-sm">
          <span className="font-semibold text-fg">{definition.name}</span>
          <span className="text-muted">{trans(definition.description)}</span>
        </label>
      </div>
      {grant &&
        definition.restrictions.map((restriction) => (
          <label key={restriction.name} className="ml-7 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="font-semibold text-fg">{restriction.name}</span>
            <input
              type="number"
              min={0}
              inputMode="numeric"
              placeholder={trans('Unlimited')}
              value={grant.restrictions.find((r) => r.name === restriction.name)?.value ?? ''}
              onChange={(e) => onRestriction(restriction.name, e.target.value)}
              className="h-8 w-36 rounded-md border border-divider bg-bg px-2 text-fg"
            />
            <span>{trans(restriction.description)}</span>
          </label>
        ))}
    </li>
  );
}
