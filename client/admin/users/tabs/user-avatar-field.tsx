import { useRef, type ChangeEvent } from 'react';
import { Trash2, Upload } from 'lucide-react';
import { useTrans } from '../../../i18n/trans';
import { apiClient } from '../../../http/api-client';
import { showErrorToast } from '../../../http/server-errors';
import { Avatar } from '../../../ui/avatar';
import { buttonStyles } from '../../../ui/button-styles';
import { toast } from '../../../ui/toast/toast-store';
import { useUserMutation, type AdminUser } from '../admin-user-query';

/** POST and DELETE users/{id}/avatar for someone else's account (the server checks type and size). */
export function UserAvatarField({ user }: { user: AdminUser }) {
  const trans = useTrans();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUserMutation(user.id, (file: File) => {
    const form = new FormData();
    form.set('file', file);
    return apiClient.post(`users/${user.id}/avatar`, form);
  });
  const remove = useUserMutation(user.id, () => apiClient.delete(`users/${user.id}/avatar`));
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: () => toast(trans('Uploaded avatar')), onError: showErrorToast });
  };
  return (
    <div className="flex items-center gap-4 md:flex-col">
      <Avatar name={user.name} image={user.image} size="lg" className="size-24! text-3xl!" />
      <div className="flex flex-col gap-2">
        <input ref={input} type="file" accept="image/*" hidden aria-label={trans('Profile image')} onChange={onFile} />
        <button type="button" disabled={upload.isPending} onClick={() => input.current?.click()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          <Upload className="size-4" aria-hidden="true" />
          {trans('Upload image')}
        </button>
        {user.image && (
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => toast(trans('Removed avatar')), onError: showErrorToast })}
            className={buttonStyles({ variant: 'ghost', size: 'sm' })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {trans('Remove image')}
          </button>
        )}
      </div>
    </div>
  );
}
