import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ChannelContentType } from '../../../db/music-catalog';
import type { ChannelItem } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';
import { useTrans } from '../../i18n/trans';
import { TextField } from '../../ui/text-field';
import { Spinner } from '../../ui/spinner';
import { buttonStyles } from '../../ui/button-styles';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { itemLabel, MODEL_LABELS, searchModel } from './channel-values';

type ChannelItemSearchProps = { type: ChannelContentType; chosen: ChannelItem[]; onAdd: (item: ChannelItem) => void; channelId?: number };

/** GET admin/channels/search-items: find items of the channel's model and add them to the end of its list. */
export function ChannelItemSearch({ type, chosen, onAdd, channelId }: ChannelItemSearchProps) {
  const trans = useTrans();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const model = searchModel(type);
  const found = useQuery({
    queryKey: ['admin', 'channels', 'search-items', model, debounced],
    queryFn: () => apiClient.get<{ items: ChannelItem[] }>('admin/channels/search-items', { model, query: debounced }).then((r) => r.items),
  });
  const taken = new Set(chosen.map((item) => item.id));
  const results = (found.data ?? []).filter((item) => !taken.has(item.id) && item.id !== channelId);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={trans('Add :model', { model: trans(MODEL_LABELS[type]).toLowerCase() })}
        placeholder={trans('Search by name')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {found.isPending ? (
        <Spinner className="mx-auto my-2" />
      ) : found.isError ? (
        <p role="alert" className="text-sm text-danger">{trans('There was an issue loading this page')}</p>
      ) : !results.length ? (
        <p className="text-sm text-muted">{trans('Nothing found')}</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto" aria-label={trans('Search results')}>
          {results.map((item) => (
            <li key={item.id} className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-fg/5">
              <span className="min-w-0 flex-1 truncate text-sm">{itemLabel(item)}</span>
              <button type="button" onClick={() => onAdd(item)} aria-label={trans('Add :name', { name: itemLabel(item) })} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                <Plus className="size-4" aria-hidden="true" />
                {trans('Add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
