const MAX_NAME_LENGTH = 150;

/**
 * `attachment` with both forms of RFC 6266: `filename` is a plain-ASCII
 * fallback (diacritics folded, anything else but letters, digits, spaces and
 * `._()-` becomes `_`), `filename*` the UTF-8 name percent-encoded (RFC 8187).
 * Path separators, quotes and control characters never survive either form.
 */
export function attachmentDisposition(baseName: string, extension: string): string {
  const unicode = baseName
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  const ascii = unicode
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .replace(/^[ .]+|[ .]+$/g, '');
  const ext = extension.replace(/[^a-z0-9]/gi, '').slice(0, 5).toLowerCase();
  const withExt = (name: string) => (ext ? `${name}.${ext}` : name);
  const fallback = withExt(/[A-Za-z0-9]/.test(ascii) ? ascii : 'track');
  const encoded = encodeURIComponent(withExt(unicode || 'track')).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
