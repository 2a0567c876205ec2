import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { applyServerErrors } from '../http/server-errors';
import { buttonStyles } from '../ui/button-styles';
import { Dialog } from '../ui/dialog/dialog';
import { closeDialog } from '../ui/dialog/dialog-store';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toast/toast-store';
import { useCreateWorkspace } from './workspace-mutations';
import { workspaceNameSchema, type WorkspaceNameValues } from './workspace-form-schema';
import type { WorkspacePayload } from './workspace-constants';

/** Asks for a name; resolves `openDialog` with the created workspace. */
export function CreateWorkspaceDialog() {
  const trans = useTrans();
  const create = useCreateWorkspace();
  const form = useForm<WorkspaceNameValues>({
    resolver: zodResolver(workspaceNameSchema),
    defaultValues: { name: '' },
  });
  const error = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (workspace: WorkspacePayload) => {
        toast(trans('Created workspace'));
        closeDialog(workspace);
      },
      onError: (failure) => applyServerErrors(failure, form),
    }),
  );

  return (
    <Dialog title={trans('Create workspace')} size="sm">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField {...form.register('name')} label={trans('Name')} autoFocus required error={error && trans(error)} />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={create.isPending} className={buttonStyles()}>
            {trans('Create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
