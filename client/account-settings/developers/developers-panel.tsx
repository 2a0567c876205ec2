import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { buttonStyles, focusRing } from '../../ui/button-styles';
import { openDialog } from '../../ui/dialog/dialog-store';
import { Spinner } from '../../ui/spinner';
import { canManageApiTokens } from '../account-sections';
import { SettingsPanel } from '../settings-panel';
import { useAccessTokens } from './access-tokens-query';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenRow } from './token-row';

/** API access tokens; nothing at all without an integrated API and api.access (SPEC section 2). */
export function DevelopersPanel() {
  const allowed = canManageApiTokens(useBootstrap());
  return allowed ? <TokensPanel /> : null;
}

function TokensPanel() {
  const trans = useTrans();
  const { data: tokens, isPending, isError } = useAccessTokens();
  return (
    <SettingsPanel section="developers" description={trans('Tokens let your own scripts and apps use the API on your behalf.')}>
      <Link to="/api-docs" className={`rounded text-sm font-semibold text-primary hover:underline ${focusRing}`}>
        {trans('Read the API documentation')}
      </Link>
      {isPending ? (
        <Spinner size="sm" className="mt-4 block text-primary" />
      ) : isError ? (
        <p className="mt-4 text-sm text-danger">{trans('Could not load your tokens.')}</p>
      ) : tokens.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{trans('You have not created any API tokens yet.')}</p>
      ) : (
        <ul aria-label={trans('API tokens')} className="mt-4 divide-y divide-divider">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </ul>
      )}
      <button type="button" onClick={() => void openDialog(CreateTokenDialog, {})} className={buttonStyles({ className: 'mt-6' })}>
        <Plus className="size-4" aria-hidden="true" />
        {trans('Create token')}
      </button>
    </SettingsPanel>
  );
}
