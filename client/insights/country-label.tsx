import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';

const CODE = /^[A-Z]{2}$/;

/** A country code's flag: its two regional indicator symbols. */
export const countryFlag = (code: string) => (CODE.test(code) ? String.fromCodePoint(...[...code].map((letter) => 0x1f1a5 + letter.charCodeAt(0))) : '');

/** A country's name in the reader's language (Intl.DisplayNames), or the code when unknown. */
export function countryName(code: string, language: string): string {
  if (!CODE.test(code)) return code;
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

type CountryLabelProps = {
  /** The country code (`US`), or '' when the place is unknown. */
  code: string;
  /** The server's label: a city's name, or what an unknown country reads as ("Unknown"). */
  label: string;
  /** A country entry: its code is named in the reader's language. */
  isCountry?: boolean;
};

/** A flag and a name; the flag is decoration, the name is what is read. */
export function CountryLabel({ code, label, isCountry = false }: CountryLabelProps) {
  const language = useBootstrap().i18n.language;
  const trans = useTrans();
  const flag = countryFlag(code);
  return (
    <span className="flex min-w-0 items-center gap-2">
      {flag && <span aria-hidden="true">{flag}</span>}
      <span className="truncate">{isCountry && flag ? countryName(code, language) : trans(label)}</span>
    </span>
  );
}
