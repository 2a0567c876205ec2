import { useTrans } from '../../i18n/trans';
import { CopyButton } from '../../ui/copy-button';
import { Spinner } from '../../ui/spinner';
import { useTwoFactorQrCode } from './two-factor-qr-code';

/**
 * The SVG is drawn by our own worker, but it goes through an <img> data URL
 * anyway: an image context never runs script, whatever the markup holds.
 */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function TwoFactorQrCode() {
  const trans = useTrans();
  const { data, isPending, isError } = useTwoFactorQrCode();
  if (isPending) return <Spinner size="sm" className="text-primary" />;
  if (isError) return <p className="text-sm text-danger">{trans('Could not load the QR code.')}</p>;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <img src={svgDataUrl(data.svg)} alt={trans('QR code')} className="size-48 shrink-0 rounded-xl bg-white p-3" />
      <div className="min-w-0">
        <p className="text-sm font-semibold">{trans('Setup key')}</p>
        <code className="mt-1 block break-all rounded-lg bg-bg-alt px-3 py-2 font-mono text-sm">{data.secret}</code>
        <CopyButton text={data.secret} className="mt-3" />
      </div>
    </div>
  );
}
