import clsx from 'clsx';
import type { MixSummary } from '../../../worker/home/home-types';
import { CoverImage } from '../../music/cover-image';
import { useTrans } from '../../i18n/trans';

/** A mix's cover: its seed's picture under a band naming the mix, so a mix never looks like the artist or genre itself. */
export function MixCover({ mix, className }: { mix: Pick<MixSummary, 'name' | 'image'>; className?: string }) {
  const trans = useTrans();
  return (
    <div className={clsx('relative overflow-hidden rounded-md', className)} data-testid="mix-cover">
      <CoverImage src={mix.image} className="w-full" />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-2.5 pb-2 pt-8">
        <p className="text-[0.65rem] font-bold uppercase tracking-widest text-white/80">{trans('Mix')}</p>
        <p className="truncate text-sm font-extrabold text-white">{mix.name}</p>
      </div>
    </div>
  );
}
