import { useConfirmPassword } from './confirm-password';
import { PasswordPromptDialog } from './password-prompt-dialog';

/** Resolves openDialog with true once the server accepted the password. */
export function ConfirmPasswordDialog() {
  const confirm = useConfirmPassword();
  return (
    <PasswordPromptDialog
      title="Confirm password"
      description="For your security, please confirm your password to continue."
      submitLabel="Confirm"
      submit={confirm.mutateAsync}
      isPending={confirm.isPending}
    />
  );
}
