import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import type { LandingFeature } from './landing-settings';

/** The primary features: a grid of cards, each with an optional image above its title and text. */
export function PrimaryFeatures({ features }: { features: LandingFeature[] }) {
  const trans = useTrans();
  if (!features.length) return null;
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature, index) => (
        <li key={index} className="flex flex-col overflow-hidden rounded-2xl border border-divider bg-paper">
          {feature.image && (
            <img src={feature.image} alt={trans(feature.title)} loading="lazy" className="aspect-video w-full object-cover" />
          )}
          <div className="p-5">
            <h2 className="text-lg font-bold text-fg">{trans(feature.title)}</h2>
            {feature.text && <p className="mt-2 text-sm text-muted">{trans(feature.text)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The secondary features: full-width rows, image and text taking turns on either side. */
export function SecondaryFeatures({ features }: { features: LandingFeature[] }) {
  const trans = useTrans();
  if (!features.length) return null;
  return (
    <ul className="mt-12 flex flex-col gap-12 md:mt-16 md:gap-16">
      {features.map((feature, index) => (
        <li key={index} className={clsx('flex flex-col gap-6 md:items-center md:gap-12', index % 2 ? 'md:flex-row-reverse' : 'md:flex-row')}>
          {feature.image && (
            <img
              src={feature.image}
              alt={trans(feature.title)}
              loading="lazy"
              className="aspect-video w-full rounded-2xl object-cover md:w-1/2"
            />
          )}
          <div className={clsx(feature.image ? 'md:w-1/2' : 'mx-auto max-w-2xl text-center')}>
            <h2 className="text-2xl font-bold tracking-tight text-fg md:text-3xl">{trans(feature.title)}</h2>
            {feature.text && <p className="mt-3 text-base text-muted md:text-lg">{trans(feature.text)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
