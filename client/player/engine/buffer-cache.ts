import { decodeTrack } from './decode-track';

type Entry = {
  controller: AbortController;
  result: Promise<AudioBuffer>;
  buffer: AudioBuffer | null;
  failed: boolean;
};

/**
 * Decoded tracks by stream URL. A decoded track is large (a 4-minute stereo
 * track is about 85 MB of samples), so only what the engine names in `keep`
 * (the current and the upcoming track) stays; the rest is aborted and freed.
 */
export function createBufferCache(context: () => BaseAudioContext, onReady: () => void) {
  const entries = new Map<string, Entry>();

  return {
    /** The decoded audio, or null while it loads or when it failed (the element plays it then). */
    get: (src: string) => entries.get(src)?.buffer ?? null,
    failed: (src: string) => entries.get(src)?.failed ?? false,
    /** Starts decoding `src` unless it is decoded, decoding or failed. */
    load(src: string) {
      if (entries.has(src)) return;
      const controller = new AbortController();
      const entry: Entry = {
        controller,
        result: decodeTrack(context(), src, controller.signal),
        buffer: null,
        failed: false,
      };
      entries.set(src, entry);
      entry.result.then(
        (buffer) => {
          if (entries.get(src) !== entry) return;
          entry.buffer = buffer;
          onReady();
        },
        () => {
          entry.failed = true;
        },
      );
    },
    keep(srcs: (string | null | undefined)[]) {
      for (const [src, entry] of entries) {
        if (srcs.includes(src)) continue;
        entry.controller.abort();
        entries.delete(src);
      }
    },
    clear() {
      this.keep([]);
    },
  };
}

export type BufferCache = ReturnType<typeof createBufferCache>;
