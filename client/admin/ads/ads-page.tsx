import { useTrans } from '../../i18n/trans';
import { AdminPageHeader } from '../layout/admin-page-header';
import { SettingsForm } from '../settings/settings-form';
import { ADS_SECTIONS } from './ads-sections';

/** /admin/ads (settings.update). */
export function AdsPage() {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Ads')} description={trans('The ad slots of the player pages.')} />
      <SettingsForm sections={ADS_SECTIONS} />
    </div>
  );
}
