import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { useTrans } from '../i18n/trans';

/** The join link as a QR code (uqr, as two-factor setup uses): an SVG of our own making, from the link's text only. */
export function JamQr({ url }: { url: string }) {
  const trans = useTrans();
  const svg = useMemo(() => renderSVG(url, { border: 2 }), [url]);
  return (
    <div
      role="img"
      aria-label={trans('QR code of the Jam link')}
      className="size-40 shrink-0 overflow-hidden rounded-lg bg-white p-1 [&_svg]:size-full"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
