import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../../i18n/trans';
import { applyServerErrors } from '../../http/server-errors';
import { buttonStyles } from '../../ui/button-styles';
import { TextField } from '../../ui/text-field';
import { TWO_FACTOR_CODE_LENGTH } from '../account-constants';
import { confirmTwoFactorSchema, useConfirmTwoFactor, type ConfirmTwoFactorPayload } from './confirm-two-factor';
import { TwoFactorQrCode } from './two-factor-qr-code-view';

/** The confirm step: scan (or type) the secret, then prove it with a code. */
export function TwoFactorSetup({ onCancel, cancelling }: { onCancel: () => void; cancelling: boolean }) {
  const trans = useTrans();
  const confirm = useConfirmTwoFactor();
  const form = useForm<ConfirmTwoFactorPayload>({ resolver: zodResolver(confirmTwoFactorSchema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;

  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(values.code, { onError: (failure) => applyServerErrors(failure, form) }),
  );

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-2xl text-sm leading-relaxed text-muted">
        {trans("To finish enabling two factor authentication, scan the following QR code using your phone's authenticator application or enter the setup key and provide the generated OTP code.")}
      </p>
      <TwoFactorQrCode />
      <form onSubmit={onSubmit} noValidate className="flex max-w-xs flex-col gap-4">
        <TextField
          {...form.register('code')}
          label={trans('Code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          required
          error={error && trans(error)}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={confirm.isPending} className={buttonStyles()}>
            {trans('Confirm')}
          </button>
          <button type="button" disabled={cancelling} onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

