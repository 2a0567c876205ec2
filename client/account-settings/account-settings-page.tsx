import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { visibleSections, type AccountSectionId } from './account-sections';
import { AppsPanel } from './apps/apps-panel';
import { DangerZonePanel } from './danger-zone/danger-zone-panel';
import { DataExportPanel } from './data-export/data-export-panel';
import { AccountDetailsPanel } from './details/account-details-panel';
import { DevelopersPanel } from './developers/developers-panel';
import { PasswordPanel } from './password/password-panel';
import { PreferencesPanel } from './preferences/preferences-panel';
import { SessionsPanel } from './sessions/sessions-panel';
import { SettingsNav } from './settings-nav';
import { TwoFactorPanel } from './two-factor/two-factor-panel';
import { useActiveSection } from './use-active-section';

type AccountSettingsPageProps = {
  /**
   * Panels owned by other features (social sign-in, passkeys, scrobbling), passed in by
   * the route so this feature does not import theirs. They bring their own
   * heading; the page gives them the anchor the nav links to.
   */
  socialLogin: ReactNode;
  passkeys: ReactNode;
  scrobbling?: ReactNode;
};

const OWN_PANELS: Partial<Record<AccountSectionId, ComponentType>> = {
  'account-details': AccountDetailsPanel,
  password: PasswordPanel,
  'two-factor': TwoFactorPanel,
  preferences: PreferencesPanel,
  apps: AppsPanel,
  developers: DevelopersPanel,
  sessions: SessionsPanel,
  'your-data': DataExportPanel,
  'danger-zone': DangerZonePanel,
};

export function AccountSettingsPage({ socialLogin, passkeys, scrobbling }: AccountSettingsPageProps) {
  const trans = useTrans();
  const data = useBootstrap();
  const sections = visibleSections(data);
  const active = useActiveSection(sections.map((section) => section.id));

  // Opened at /account-settings#sessions: bring that panel into view once rendered.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, []);

  // The account was just deleted (or the session ended): the panels have no user to show.
  if (!data.user) return null;

  const foreign: Partial<Record<AccountSectionId, ReactNode>> = { 'social-login': socialLogin, passkeys, scrobbling };
  return (
    <div className="max-w-6xl pb-8 pt-4 md:pt-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{trans('Account settings')}</h1>
      <div className="mt-6 lg:grid lg:grid-cols-[220px_minmax(0,1fr)] lg:items-start lg:gap-10">
        <SettingsNav sections={sections} active={active} />
        <div className="mt-4 flex min-w-0 flex-col gap-6 lg:mt-0">
          {sections.map(({ id }) => {
            const Panel = OWN_PANELS[id];
            if (Panel) return <Panel key={id} />;
            return (
              <div key={id} id={id} tabIndex={-1} className="scroll-mt-24 outline-none">
                {foreign[id]}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
