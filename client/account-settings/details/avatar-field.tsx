import { useRef, type ChangeEvent } from 'react';
import { Trash2, Upload } from 'lucide-react';
import { trans as translate, useTrans } from '../../i18n/trans';
import { fieldErrors, showErrorToast } from '../../http/server-errors';
import { Avatar } from '../../ui/avatar';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { AVATAR_MIME_TYPES } from '../account-constants';
import { useAccountUser } from '../account-user';
import { avatarFileError } from './avatar-file-error';
import { useRemoveAvatar } from './remove-avatar';
import { useUploadAvatar } from './upload-avatar';

/** SPEC section 8: an avatar file error is a danger toast, whether found here or by the server. */
function showAvatarError(error: unknown) {
  const message = fieldErrors(error).file;
  if (message) toast.danger(translate(message));
  else showErrorToast(error);
}

export function AvatarField() {
  const trans = useTrans();
  const user = useAccountUser();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar(user.id);
  const remove = useRemoveAvatar(user.id);
  const busy = upload.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // so picking the same file again fires change again
    if (!file) return;
    const error = avatarFileError(file);
    if (error) {
      toast.danger(error);
      return;
    }
    upload.mutate(file, { onSuccess: () => toast(trans('Uploaded avatar')), onError: showAvatarError });
  };

  return (
    <div className="flex items-center gap-5 md:flex-col md:text-center">
      <Avatar name={user.name} image={user.image} size="lg" className="size-24! text-3xl!" />
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          hidden
          aria-label={trans('Profile image')}
          onChange={onFile}
        />
        <button type="button" disabled={busy} onClick={() => input.current?.click()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          <Upload className="size-4" aria-hidden="true" />
          {trans('Upload image')}
        </button>
        {user.image && (
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate(undefined, { onSuccess: () => toast(trans('Removed avatar')), onError: showErrorToast })}
            className={buttonStyles({ variant: 'text', size: 'sm' })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {trans('Remove image')}
          </button>
        )}
      </div>
    </div>
  );
}
