import { Download } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { SettingsPanel } from '../settings-panel';
import { useDownloadMyData } from './download-my-data';

/** Your data: the GDPR export of everything the site holds about the user (shown while gdpr.data_export is on). */
export function DataExportPanel() {
  const trans = useTrans();
  const download = useDownloadMyData();
  return (
    <SettingsPanel
      section="your-data"
      description={trans('Download your profile, sessions, library, playlists, comments, plays and uploads as one JSON file.')}
    >
      <button type="button" disabled={download.isPending} onClick={() => download.mutate()} className={buttonStyles({ variant: 'outline' })}>
        <Download className="size-4" aria-hidden="true" />
        {trans(download.isPending ? 'Preparing your data...' : 'Download your data')}
      </button>
    </SettingsPanel>
  );
}
