import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTrans } from '../../i18n/trans';
import { TextField } from '../../ui/text-field';
import { buttonStyles } from '../../ui/button-styles';
import { StatusBadge } from '../status-badge';

const STATUS = {
  set: { tone: 'positive', label: 'Set' },
  unset: { tone: 'neutral', label: 'Not set' },
  removing: { tone: 'neutral', label: 'Removed when you save' },
} as const;

type SecretFieldProps = {
  label: string;
  description?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  isSet: boolean;
  removing: boolean;
  onToggleRemove?: () => void;
};

/**
 * A write-only setting: the browser never receives its value, only whether
 * one is stored. Typing replaces it; leaving the field empty keeps it;
 * "Remove" clears it when the form is saved.
 */
export function SecretField({ label, description, error, registration, isSet, removing, onToggleRemove }: SecretFieldProps) {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-2">
      <TextField
        {...registration}
        label={label}
        description={description}
        error={error}
        type="password"
        autoComplete="new-password"
        disabled={removing}
        placeholder={trans(isSet ? 'Leave empty to keep the current value' : 'Not set')}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <StatusBadge {...STATUS[removing ? 'removing' : isSet ? 'set' : 'unset']} />
        {isSet && onToggleRemove && (
          <button type="button" onClick={onToggleRemove} className={buttonStyles({ variant: 'text', size: 'sm', className: 'px-0' })}>
            {trans(removing ? 'Keep the current value' : 'Remove')}
          </button>
        )}
      </div>
    </div>
  );
}
