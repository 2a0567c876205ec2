import { useTrans } from '../../i18n/trans';
import { SettingsPanel } from '../settings-panel';
import { AvatarField } from './avatar-field';
import { DetailsForm } from './details-form';

export function AccountDetailsPanel() {
  const trans = useTrans();
  return (
    <SettingsPanel section="account-details" description={trans('Your name and profile image, as other listeners see them.')}>
      <div className="flex flex-col gap-8 md:flex-row-reverse md:items-start md:justify-between">
        <AvatarField />
        <DetailsForm />
      </div>
    </SettingsPanel>
  );
}
