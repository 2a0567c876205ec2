import type { Ref, ChangeEventHandler, FocusEventHandler } from 'react';
import type { BootstrapData } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { Checkbox } from '../ui/checkbox';
import { linkStyles } from './link-styles';

type PolicyCheckboxProps = {
  policy: BootstrapData['registration']['policies'][number];
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  error?: string;
};

// Splits the translated sentence around the policy name, which becomes a link.
const NAME_MARK = '\u0000';

/** SPEC section 5: 'I accept the :name', the name linking to the policy (in a new tab, so the form keeps its input). */
export function PolicyCheckbox({ policy, ...field }: PolicyCheckboxProps) {
  const trans = useTrans();
  const [before, after = ''] = trans('I accept the :name', { name: NAME_MARK }).split(NAME_MARK);
  const name = trans(policy.name);
  return (
    <Checkbox {...field} required>
      {before}
      {policy.action ? (
        <a href={policy.action} target="_blank" rel="noreferrer" className={linkStyles}>
          {name}
        </a>
      ) : (
        name
      )}
      {after}
    </Checkbox>
  );
}
