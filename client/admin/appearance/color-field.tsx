import { useId, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { fieldBoxStyles } from '../../ui/field-parts';
import { themeContrast, WCAG_AA_RATIO } from './contrast';
import { COLOR_LABELS, CONTRAST_PAIRS, hexToTriplet, tripletToHex } from './theme-colors';

type ColorFieldProps = {
  name: string;
  /** Every value of the theme, for the contrast of this colour as text. */
  values: Record<string, string>;
  onChange: (triplet: string) => void;
  error?: string;
};

export const colorLabel = (name: string) => COLOR_LABELS[name]?.label ?? name;

/**
 * One RGB-triplet variable as a colour picker and its hex code; as a text
 * colour, its contrast on each background it is drawn on, warned below
 * WCAG AA's 4.5:1.
 */
export function ColorField({ name, values, onChange, error }: ColorFieldProps) {
  const trans = useTrans();
  const id = useId();
  const hex = tripletToHex(values[name]) ?? '#000000';
  // The typed code, which may be half-typed; it follows the value when that changes elsewhere (the picker, Undo).
  const [typed, setTyped] = useState({ from: hex, text: hex });
  if (typed.from !== hex) setTyped({ from: hex, text: hex });
  const label = trans(colorLabel(name));
  const pairs = CONTRAST_PAIRS.filter((pair) => pair.text === name).flatMap((pair) => {
    const ratio = themeContrast(values, pair);
    return ratio === null ? [] : [{ ...pair, ratio }];
  });

  const type = (text: string) => {
    const triplet = hexToTriplet(text);
    setTyped({ from: triplet ? (tripletToHex(triplet) ?? hex) : hex, text });
    if (triplet) onChange(triplet);
  };

  return (
    <div className="flex flex-col gap-1.5" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={trans(':name colour', { name: label })}
          value={hex}
          onChange={(event) => onChange(hexToTriplet(event.target.value)!)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-divider bg-bg p-1"
        />
        <input
          aria-label={trans(':name hex code', { name: label })}
          aria-invalid={error || !hexToTriplet(typed.text) ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={typed.text}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => type(event.target.value)}
          className={`${fieldBoxStyles(error)} h-10 px-3 font-mono text-sm`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
      {pairs.map((pair) => {
        const low = pair.ratio < WCAG_AA_RATIO;
        const ratio = `${pair.ratio.toFixed(2)}:1`;
        const on = trans(colorLabel(pair.background));
        return (
          <p key={`${pair.background}${pair.opacity ?? ''}`} className={low ? 'flex items-center gap-1 text-xs text-danger' : 'text-xs text-muted'}>
            {low && <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />}
            {pair.opacity === '--be-text-muted-opacity'
              ? trans('Muted, on :background: :ratio', { background: on, ratio })
              : trans('On :background: :ratio', { background: on, ratio })}
            {low && ` ${trans('(below 4.5:1, hard to read)')}`}
          </p>
        );
      })}
    </div>
  );
}
