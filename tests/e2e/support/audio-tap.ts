import type { Page } from 'playwright-core';

/**
 * Records what a page's Web Audio graph plays, with no app code: an init
 * script patches AudioNode.prototype.connect so that every connection to an
 * AudioDestinationNode also feeds a recorder on that context, and
 * disconnect mirrors it. The recorder is a ScriptProcessorNode (TAP_BLOCK_FRAMES
 * frames, two channels, mono upmixed): deprecated, but it needs no module
 * URL, and our CSP blocks the blob: URL an AudioWorklet recorder would load
 * from. It only runs while connected onward, so it feeds the destination
 * through a GainNode at zero: the tap adds nothing to what is heard.
 *
 * Only Web Audio is seen: an <audio> element playing on its own (not through
 * a MediaElementAudioSourceNode) bypasses the graph. The recording starts at
 * the first connection to the destination of that context; each
 * block notes the context's currentTime and the event's playbackTime (when
 * the block's output will be heard) so tests can line samples up with the
 * player's schedule (playbackTime jitters by a few render quanta in
 * Chromium: count samples to align, not playbackTime).
 *
 * The catch: the recorder's callback runs on the main thread. When it runs
 * late (the app still rendering and fetching its first page on a loaded
 * machine), Chromium has already written the next period's first render
 * quanta into the buffer being read, and the recording shows phase jumps
 * at block starts (seen while the playback tests were written, before they waited for
 * the page to settle). So play what is measured once the page is idle
 * (networkidle), and keep the page quiet while it plays. The robust way
 * would be an AudioWorklet recorder loaded from a data: URL in a browser
 * context made with `bypassCSP: true` (our CSP allows only 'self' scripts).
 */
/**
 * Frames per recorded block: ScriptProcessor's largest (370 ms at 44.1 kHz),
 * which leaves a late main thread the most slack (see the catch above).
 */
export const TAP_BLOCK_FRAMES = 16384;
// The tap hears the output a block or two late (ScriptProcessor buffers its input): a reset clears
// what was recorded, and the first block after it may still hold audio from before the reset.

const TAP_SCRIPT = `(() => {
  if (window.__audioTap) return;
  const FRAMES = ${TAP_BLOCK_FRAMES};
  const tap = { contexts: [] };
  window.__audioTap = tap;
  const connect = AudioNode.prototype.connect;
  const disconnect = AudioNode.prototype.disconnect;
  function recorderOf(context) {
    let entry = tap.contexts.find((e) => e.context === context);
    if (entry) return entry;
    const node = context.createScriptProcessor(FRAMES, 2, 2);
    node.channelCountMode = 'explicit';
    node.channelInterpretation = 'speakers';
    const mute = context.createGain();
    mute.gain.value = 0;
    entry = { context, node, left: [], right: [], blocks: [] };
    node.onaudioprocess = (event) => {
      entry.left.push(new Float32Array(event.inputBuffer.getChannelData(0)));
      entry.right.push(new Float32Array(event.inputBuffer.getChannelData(1)));
      entry.blocks.push({ currentTime: context.currentTime, playbackTime: event.playbackTime });
    };
    connect.call(node, mute);
    connect.call(mute, context.destination);
    tap.contexts.push(entry);
    return entry;
  }
  AudioNode.prototype.connect = function (target, ...rest) {
    const result = connect.call(this, target, ...rest);
    if (target instanceof AudioDestinationNode) connect.call(this, recorderOf(target.context).node, rest[0] ?? 0);
    return result;
  };
  AudioNode.prototype.disconnect = function (...args) {
    const result = disconnect.apply(this, args);
    if (args[0] instanceof AudioDestinationNode) {
      try { disconnect.call(this, recorderOf(args[0].context).node); } catch (_) { /* not connected */ }
    }
    return result;
  };
  function base64(floats) {
    const bytes = new Uint8Array(floats.buffer, floats.byteOffset, floats.byteLength);
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }
  function joined(chunks) {
    const out = new Float32Array(chunks.reduce((sum, c) => sum + c.length, 0));
    let at = 0;
    for (const c of chunks) { out.set(c, at); at += c.length; }
    return out;
  }
  tap.read = () => {
    const entry = [...tap.contexts].reverse().find((e) => e.left.length > 0) ?? tap.contexts.at(-1);
    if (!entry) return null;
    return { sampleRate: entry.context.sampleRate, left: base64(joined(entry.left)), right: base64(joined(entry.right)), blocks: entry.blocks };
  };
  tap.reset = () => {
    for (const entry of tap.contexts) { entry.left = []; entry.right = []; entry.blocks = []; }
  };
})();`;

export type AudioTapBlock = { currentTime: number; playbackTime: number };
export type AudioTapRecording = { sampleRate: number; samples: Float32Array; right: Float32Array; blocks: AudioTapBlock[] };

/** Adds the tap to every document the page loads from now on (call before page.goto). */
export async function installAudioTap(page: Page): Promise<void> {
  await page.addInitScript({ content: TAP_SCRIPT });
}

const floats = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  // Copied into a fresh buffer: Buffer's pool offset need not be 4-byte aligned.
  return new Float32Array(new Uint8Array(bytes).buffer);
};

/**
 * What the most recent context that recorded anything has recorded:
 * channel 0 as `samples` (and channel 1 as `right`), one block per
 * TAP_BLOCK_FRAMES frames. Empty when nothing has played through Web Audio yet.
 */
export async function readAudioTap(page: Page): Promise<AudioTapRecording> {
  const read = await page.evaluate(() => (window as unknown as { __audioTap?: { read(): { sampleRate: number; left: string; right: string; blocks: AudioTapBlock[] } | null } }).__audioTap?.read() ?? null);
  if (!read) return { sampleRate: 0, samples: new Float32Array(0), right: new Float32Array(0), blocks: [] };
  return { sampleRate: read.sampleRate, samples: floats(read.left), right: floats(read.right), blocks: read.blocks };
}

/** Forgets what was recorded so far (the recorders keep running). */
export async function resetAudioTap(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __audioTap?: { reset(): void } }).__audioTap?.reset());
}
