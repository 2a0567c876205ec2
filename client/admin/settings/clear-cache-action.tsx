import { useMutation } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { showErrorToast } from '../../http/server-errors';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';

/** POST settings/cache/clear (docs/api/admin.md "Settings"). */
type Cleared = { kv_keys: string[]; more_kv_keys: boolean; memory: string[] };

/** The cache subpage's action, and a report of what it dropped. */
export function ClearCacheAction() {
  const trans = useTrans();
  const clear = useMutation({
    mutationFn: () => apiClient.post<{ cleared: Cleared }>('settings/cache/clear').then((response) => response.cleared),
    onSuccess: () => toast(trans('Cache cleared')),
    onError: showErrorToast,
  });
  return (
    <section className="flex max-w-2xl flex-col items-start gap-4 rounded-lg border border-divider p-5">
      <button type="button" onClick={() => clear.mutate()} disabled={clear.isPending} className={buttonStyles()}>
        {trans(clear.isPending ? 'Clearing...' : 'Clear cache')}
      </button>
      {clear.data && (
        <div role="status" aria-label={trans('What was cleared')} className="flex flex-col gap-1 text-sm">
          <p>{trans('Removed :count entries from Workers KV.', { count: clear.data.kv_keys.length })}</p>
          {clear.data.kv_keys.length > 0 && <p className="break-all font-mono text-xs text-muted">{clear.data.kv_keys.join(', ')}</p>}
          {clear.data.more_kv_keys && <p className="text-muted">{trans('More entries remain: clear the cache again.')}</p>}
          <p>{trans('Dropped from memory: :caches.', { caches: clear.data.memory.map((name) => trans(name)).join(', ') })}</p>
        </div>
      )}
    </section>
  );
}
