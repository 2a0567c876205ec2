/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/;
/** A separator between parts of a title: a dash, pipe or dot with a space on each side. */
const LEADING_SEPARATOR = /^\s+[-–—|·•]\s+/;
const TRAILING_SEPARATOR = /\s+[-–—|·•]\s+$/;

/**
 * Fills an SEO template (docs/api/appearance.md "SEO placeholders"): each
 * `{{name}}` becomes its value; an unknown or empty one becomes nothing and
 * takes one neighbouring separator with it (the one after it, else the one
 * before), so `{{track.name}} - {{track.artist}} - {{site_name}}` of a track
 * without artists reads "Name - Site", never "Name -  - Site". Plain text:
 * the caller escapes it for HTML.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  // split() with a capturing group: text, name, text, name, ..., text.
  const parts = template.split(new RegExp(PLACEHOLDER.source, 'g'));
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const value = (values[parts[i]] ?? '').trim();
    let after = parts[i + 1];
    if (value) out += value;
    else if (LEADING_SEPARATOR.test(after)) after = after.replace(LEADING_SEPARATOR, '');
    else out = out.replace(TRAILING_SEPARATOR, '');
    out += after;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Long texts as a description placeholder's value: on one line, at most 160 characters. */
export const shortText = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
