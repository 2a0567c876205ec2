import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { applyServerErrors } from '../http/server-errors';
import { buttonStyles } from '../ui/button-styles';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toast/toast-store';
import { useRenameWorkspace } from './workspace-mutations';
import { workspaceNameSchema, type WorkspaceNameValues } from './workspace-form-schema';

/** Owners and admins rename the workspace; Save is live only once the name changed. */
export function RenameWorkspaceForm({ workspaceId, name }: { workspaceId: number; name: string }) {
  const trans = useTrans();
  const rename = useRenameWorkspace();
  const form = useForm<WorkspaceNameValues>({
    resolver: zodResolver(workspaceNameSchema),
    values: { name },
  });
  const error = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit((values) =>
    rename.mutate(
      { id: workspaceId, ...values },
      {
        onSuccess: () => toast(trans('Renamed workspace')),
        onError: (failure) => applyServerErrors(failure, form),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField {...form.register('name')} label={trans('Workspace name')} required className="sm:flex-1" error={error && trans(error)} />
      <button
        type="submit"
        disabled={rename.isPending || !form.formState.isDirty}
        className={buttonStyles({ variant: 'outline', className: 'sm:mt-8' })}
      >
        {trans('Save')}
      </button>
    </form>
  );
}
