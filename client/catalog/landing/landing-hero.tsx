import { useId } from 'react';
import clsx from 'clsx';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { MenuLink } from '../../layout/menu-link';
import { buttonStyles } from '../../ui/button-styles';
import { heroStyle } from './hero-colors';
import { visibleButtons, type LandingSettings } from './landing-settings';

type LandingHeroProps = Pick<LandingSettings, 'headline' | 'text' | 'background_image' | 'background_color' | 'action_buttons'>;

/** The landing page's first screen: headline, text and buttons over the configured image or colour. */
export function LandingHero({ headline, text, background_image, background_color, action_buttons }: LandingHeroProps) {
  const trans = useTrans();
  const { user, registration } = useBootstrap();
  const headingId = useId();
  const buttons = visibleButtons(action_buttons, { signedIn: !!user, registrationDisabled: registration.disable }, trans('Open the app'));
  const style = heroStyle({ image: !!background_image, color: background_color });

  return (
    <section
      aria-labelledby={headingId}
      style={style}
      className={clsx(
        'relative isolate overflow-hidden rounded-2xl px-5 py-12 text-center sm:px-8 md:px-12 md:py-24',
        style ? 'own-foreground' : 'bg-gradient-to-br from-primary/40 via-primary/10 to-transparent',
      )}
    >
      {background_image && (
        <>
          <img src={background_image} alt="" className="absolute inset-0 -z-10 size-full object-cover" />
          <div className="absolute inset-0 -z-10 bg-black/60" aria-hidden="true" />
        </>
      )}
      <h1 id={headingId} className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-fg md:text-6xl">
        {trans(headline)}
      </h1>
      {text && <p className={clsx('mx-auto mt-4 max-w-2xl text-base md:text-xl', style ? 'text-fg' : 'text-muted')}>{trans(text)}</p>}
      {buttons.length > 0 && (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {buttons.map((button, index) => (
            <MenuLink
              key={index}
              item={button}
              className={buttonStyles({ variant: button.variant === 'outline' ? 'outline' : 'primary', size: 'lg', className: 'max-w-full' })}
            >
              <span className="truncate">{trans(button.label)}</span>
            </MenuLink>
          ))}
        </div>
      )}
    </section>
  );
}
