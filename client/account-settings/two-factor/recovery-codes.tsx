import { Download } from 'lucide-react';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { CopyButton } from '../../ui/copy-button';
import { downloadTextFile } from './download-text-file';

/** Codes are shown only right after they were made: the server keeps them hashed. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const trans = useTrans();
  const siteName = useBootstrap().branding.site_name;
  const text = codes.join('\n');
  return (
    <div className="mt-6">
      <p className="max-w-2xl text-sm font-semibold">
        {trans('Store these recovery codes in a secure password manager. They can be used to recover access to your account if your two factor authentication device is lost.')}
      </p>
      <ul
        aria-label={trans('Recovery codes')}
        className="mt-4 grid max-w-xl gap-1 rounded-xl bg-bg-alt p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={text} label={trans('Copy codes')} />
        <button
          type="button"
          onClick={() => downloadTextFile(`${siteName}-recovery-codes.txt`, text)}
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
        >
          <Download className="size-4" aria-hidden="true" />
          {trans('Download')}
        </button>
      </div>
    </div>
  );
}
