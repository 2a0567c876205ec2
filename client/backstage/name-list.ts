/** "Queen, David Bowie" -> ["Queen", "David Bowie"]: the forms edit artist, genre and tag names as one comma-separated text. */
export const splitNames = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

export const joinNames = (names: (string | { name: string } | { display_name: string })[]) =>
  names.map((n) => (typeof n === 'string' ? n : 'display_name' in n ? n.display_name : n.name)).join(', ');
