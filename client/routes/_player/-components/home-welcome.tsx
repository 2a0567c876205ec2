import { Link } from '@tanstack/react-router';
import { Disc3, Headphones, ListMusic } from 'lucide-react';
import { useBootstrap } from '../../../bootstrap/bootstrap-store';
import { useTrans } from '../../../i18n/trans';

function greeting(hour: number) {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const TILES = [
  { icon: Headphones, title: 'Play anything', text: 'Stream full albums and tracks, in any order you like.' },
  { icon: ListMusic, title: 'Build your library', text: 'Like songs, follow artists and keep playlists in one place.' },
  { icon: Disc3, title: 'Discover', text: 'Radio and new releases picked from what you listen to.' },
];

/** The home page's welcome; the home channel's rows render beneath it once the catalog exists. */
export function HomeWelcome() {
  const trans = useTrans();
  const { branding, user, registration } = useBootstrap();
  return (
    <section className="px-4 pb-6 pt-6 md:px-8 md:pt-8">
      <div className="rounded-2xl bg-gradient-to-br from-primary/35 via-primary/10 to-transparent p-6 md:p-10">
        <p className="text-sm font-medium uppercase tracking-wider text-muted">{trans(greeting(new Date().getHours()))}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-5xl">
          {user ? trans('Welcome back, :name', { name: user.name }) : trans('Welcome to :site', { site: branding.site_name })}
        </h1>
        {branding.site_description && <p className="mt-3 max-w-2xl text-base text-muted md:text-lg">{trans(branding.site_description)}</p>}
        {!user && (
          <div className="mt-6 flex flex-wrap gap-3">
            {!registration.disable && (
              <Link to="/register" className="rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary hover:bg-primary-dark">
                {trans('Sign up free')}
              </Link>
            )}
            <Link to="/login" className="rounded-full border border-divider px-6 py-2.5 font-semibold hover:bg-chip">
              {trans('Log in')}
            </Link>
          </div>
        )}
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TILES.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl bg-paper p-5 shadow-sm ring-1 ring-divider">
            <Icon className="mb-3 size-7 text-primary" aria-hidden />
            <h2 className="font-semibold">{trans(title)}</h2>
            <p className="mt-1 text-sm text-muted">{trans(text)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
