/** Words a title keeps in lower case unless they open or close it ("Lord of the Rings"). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'the', 'to', 'vs', 'via']);

/**
 * A track title from an uploaded file's name, for a file whose tags carry
 * none (issue 26): the extension goes, dashes and underscores become spaces,
 * and each all-lower-case word is capitalised ("review-tone.wav" ->
 * "Review Tone"). A word with a capital in it is the uploader's spelling
 * ("DJ", "McCoy", "iPhone") and stays as written.
 */
export function titleFromFileName(fileName: string): string {
  const words = fileName
    .replace(/\.[^.\s]+$/, '')
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return fileName;
  return words
    .map((word, index) => {
      if (word !== word.toLowerCase()) return word;
      const inner = index > 0 && index < words.length - 1;
      if (inner && MINOR_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}
