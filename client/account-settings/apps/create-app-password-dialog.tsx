import { useTrans } from '../../i18n/trans';
import { CreateSecretDialog } from '../create-secret-dialog';
import { createAppPasswordSchema, useCreateAppPassword } from './app-passwords-query';

/** A name for the app, then its password, shown this once (the server keeps it sealed). */
export function CreateAppPasswordDialog() {
  const trans = useTrans();
  const create = useCreateAppPassword();
  return (
    <CreateSecretDialog
      title={trans('Create app password')}
      field={{ name: 'name', label: trans('App name'), placeholder: trans('For example: Symfonium on my phone') }}
      schema={createAppPasswordSchema}
      create={(values) => create.mutateAsync(values).then((answer) => answer.plainTextPassword)}
      created={trans('App password created')}
      shownOnce={trans("Type or paste this password into the app now. You won't be able to see it again.")}
    />
  );
}
