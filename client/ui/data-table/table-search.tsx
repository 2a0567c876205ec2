import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { useDebouncedValue } from '../use-debounced-value';

type TableSearchProps = { label: string; value: string; onChange: (value: string) => void };

/** The list's search box: typing updates the URL a moment after the last key. */
export function TableSearch({ label, value, onChange }: TableSearchProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced !== value) onChange(debounced);
    // Only the typed text drives the URL; a navigation elsewhere resets the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => setText(value), [value]);
  return (
    <div role="search" className="relative w-full max-w-xs">
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="h-9 w-full rounded-full border border-divider bg-bg pl-9 pr-3 text-sm text-fg placeholder:text-muted"
      />
    </div>
  );
}
