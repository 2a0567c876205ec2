import type { KeyboardEvent } from 'react';
import clsx from 'clsx';
import { useTrans } from '../../../i18n/trans';
import type { TranslationRow } from './translation-rows';

type TranslationFieldProps = { row: TranslationRow; onChange: (key: string, text: string) => void };

/** The next or previous translation field on the page (fields carry data-translation). */
function moveFocus(from: HTMLElement, step: 1 | -1) {
  const fields = [...document.querySelectorAll<HTMLTextAreaElement>('textarea[data-translation]')];
  fields[fields.indexOf(from as HTMLTextAreaElement) + step]?.focus();
}

/**
 * One line's translation, edited in place. Enter moves to the next line and
 * Shift+Enter starts a new line of text; Escape puts back the saved text.
 */
export function TranslationField({ row, onChange }: TranslationFieldProps) {
  const trans = useTrans();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      moveFocus(event.currentTarget, 1);
    } else if (event.key === 'Escape' && row.changed) {
      event.preventDefault();
      onChange(row.key, row.saved);
    } else if (event.key === 'ArrowUp' && event.altKey) {
      event.preventDefault();
      moveFocus(event.currentTarget, -1);
    }
  };
  return (
    <textarea
      data-translation
      aria-label={trans('Translation of “:text”', { text: row.english })}
      value={row.value}
      placeholder={row.english}
      rows={Math.min(4, Math.max(1, Math.ceil(Math.max(row.value.length, row.english.length) / 60)))}
      onChange={(e) => onChange(row.key, e.target.value)}
      onKeyDown={onKeyDown}
      className={clsx(
        'w-full resize-y rounded-md border bg-bg px-3 py-2 text-sm text-fg outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/40',
        row.changed ? 'border-primary' : 'border-divider',
      )}
    />
  );
}
