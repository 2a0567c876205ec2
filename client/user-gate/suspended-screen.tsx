import { Ban } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { GateLayout } from './gate-layout';

/** SPEC section 2: shown instead of the app while the user is banned. */
export function SuspendedScreen() {
  const trans = useTrans();
  const { branding } = useBootstrap();
  return (
    <GateLayout>
      <div className="flex flex-col items-center text-center">
        <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-danger/15 text-danger">
          <Ban className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mb-3 text-2xl font-bold">{trans('Your account is suspended')}</h1>
        <p className="leading-relaxed text-muted">
          {trans(
            "You can't open :name because your account is suspended. Contact the Admin to re-activate your account.",
            { name: branding.site_name },
          )}
        </p>
      </div>
    </GateLayout>
  );
}
