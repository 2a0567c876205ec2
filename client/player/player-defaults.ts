import { getBootstrap, hasBootstrap, useBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';

/** The admin's player settings (settings subpage "Player"), under bootstrap `settings.player`. */
type PlayerDefaults = { default_volume?: number; hide_queue?: boolean; hide_lyrics?: boolean };

const defaultsOf = (data: BootstrapData) => (data.settings.player ?? {}) as PlayerDefaults;

export const usePlayerDefaults = () => defaultsOf(useBootstrap());

/** The volume (0 to 100) for a listener with nothing saved, or null when the admin set none. */
export function defaultVolume(): number | null {
  const volume = hasBootstrap() ? defaultsOf(getBootstrap()).default_volume : undefined;
  return typeof volume === 'number' ? Math.min(100, Math.max(0, volume)) : null;
}
