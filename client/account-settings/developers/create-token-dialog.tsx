import { useTrans } from '../../i18n/trans';
import { CreateSecretDialog } from '../create-secret-dialog';
import { createTokenSchema, useCreateAccessToken } from './create-access-token';

/** A name for the token, then its plain text, shown this once (the server keeps a hash). */
export function CreateTokenDialog() {
  const trans = useTrans();
  const create = useCreateAccessToken();
  return (
    <CreateSecretDialog
      title={trans('Create token')}
      field={{ name: 'tokenName', label: trans('Token name') }}
      schema={createTokenSchema}
      create={(values) => create.mutateAsync(values).then((answer) => answer.plainTextToken)}
      created={trans('Token create')}
      shownOnce={trans("Make sure to copy your new token now. You won't be able to see it again.")}
    />
  );
}
