type AudioContextClass = typeof AudioContext;

/**
 * An audio file decoded by the browser's own decoders (any format it plays:
 * MP3, AAC, FLAC, Ogg, WAV), or null when this browser or file cannot be
 * decoded. The waveform and the loudness measurement read it.
 */
export async function decodeAudioFile(file: Blob): Promise<AudioBuffer | null> {
  const Context: AudioContextClass | undefined =
    globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  let context: AudioContext | null = null;
  try {
    context = new Context();
    return await context.decodeAudioData(await file.arrayBuffer());
  } catch {
    return null;
  } finally {
    void context?.close().catch(() => undefined);
  }
}
