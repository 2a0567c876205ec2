import type { HistoryCursor, HistoryReader } from './history-pages';

/**
 * One JSON document that streams: `head` (small, already loaded) first, then
 * each list of `tails` read page by page as the client takes the body, so
 * memory stays flat however long a history is. Pretty-printed: people open
 * this file.
 */
export function streamJson(head: Record<string, unknown>, tails: Record<string, HistoryReader>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const queue = Object.entries(tails);
  let current: { reader: HistoryReader; after: HistoryCursor | null; first: boolean } | null = null;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(JSON.stringify(head, null, 2).replace(/\n}$/, '')));
      },
      async pull(controller) {
        if (!current) {
          const next = queue.shift();
          if (!next) {
            controller.enqueue(encoder.encode('\n}\n'));
            controller.close();
            return;
          }
          controller.enqueue(encoder.encode(`,\n  ${JSON.stringify(next[0])}: [`));
          current = { reader: next[1], after: null, first: true };
        }
        const page = await current.reader(current.after);
        const text = page.rows.map((row) => `\n    ${JSON.stringify(row)}`).join(',');
        controller.enqueue(encoder.encode(`${current.first || !text ? '' : ','}${text}`));
        if (text) current.first = false;
        if (page.next) current.after = page.next;
        else {
          controller.enqueue(encoder.encode(current.first ? ']' : '\n  ]'));
          current = null;
        }
      },
    },
    { highWaterMark: 0 },
  );
}
