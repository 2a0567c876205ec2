import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '../../account-settings/account-settings-page';
import { guard } from '../../auth/route-guards';
import { PasskeysPanel } from '../../passkeys/passkeys-panel';
import { SocialLoginPanel } from '../../social-auth/social-login-panel';
import { ScrobblingPanel } from '../../scrobbling/scrobbling-panel';

/** SPEC section 2: /account-settings needs login. The route composes panels from four features. */
export const Route = createFileRoute('/_player/account-settings')({
  beforeLoad: guard({ auth: true }),
  component: () => <AccountSettingsPage socialLogin={<SocialLoginPanel />} passkeys={<PasskeysPanel />} scrobbling={<ScrobblingPanel />} />,
});
