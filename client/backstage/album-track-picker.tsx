import { useState } from 'react';
import type { TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { TextField } from '../ui/text-field';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { useTrackMatches } from './track-search-query';

/** Finds tracks by name to append to the album. */
export function AlbumTrackPicker({ exclude, onAdd }: { exclude: number[]; onAdd: (track: TrackPayload) => void }) {
  const trans = useTrans();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const matches = (useTrackMatches(query).data ?? []).filter((track) => !exclude.includes(track.id));
  return (
    <div className="flex flex-col gap-2">
      <TextField label={trans('Add tracks')} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={trans('Search your tracks')} />
      {matches.length > 0 && (
        <ul aria-label={trans('Matching tracks')} className="flex flex-col gap-1">
          {matches.map((track) => (
            <li key={track.id} className="flex items-center justify-between gap-3 px-2">
              <span className="truncate">
                {track.name} <span className="text-sm text-muted">{track.artists.map((a) => a.name).join(', ')}</span>
              </span>
              <button type="button" onClick={() => onAdd(track)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                {trans('Add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
