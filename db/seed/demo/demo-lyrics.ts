/** Demo lyrics by track title: `synced` ones become LRC timed to the track's audio. */
export const DEMO_LYRICS: { track: string; synced: boolean; lines: string[] }[] = [
  {
    track: 'Harbor Lights',
    synced: true,
    lines: [
      'Harbor lights are burning low',
      'Every boat is coming home',
      'I can hear the radio',
      'Playing songs we used to know',
      'Salt is on the window glass',
      'Summer never seems to last',
      'Hold the rope and hold it fast',
      'Harbor lights, we’re home at last',
    ],
  },
  {
    track: 'Golden Hour',
    synced: true,
    lines: [
      'Sun slides down the corner store',
      'Everybody out on the porch once more',
      'Golden hour, golden hour',
      'Make it last a little more',
      'Kids on bikes and a bassline hum',
      'Tell me where the good days come from',
      'Golden hour, golden hour',
      'Here it comes, here it comes',
    ],
  },
  {
    track: 'Polar Pop',
    synced: true,
    lines: ['Frost on the window, stars in your eyes', 'Dancing all night under northern skies', 'Polar pop, don’t stop', 'Polar pop, to the top', 'Cold outside but we’re burning bright'],
  },
  {
    track: 'Letters',
    synced: false,
    lines: [
      'I wrote you letters from the valley',
      'Folded small and sealed with rain',
      'Told you how the orchard’s turning',
      'Told you nothing stays the same',
      '',
      'If you read them by the window',
      'You might hear the river too',
      'Every word I never sent you',
      'Found its way back home to you',
    ],
  },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `[mm:ss.xx]` for LRC. */
export const lrcTime = (ms: number) => `[${pad(Math.floor(ms / 60_000), 2)}:${pad(Math.floor((ms % 60_000) / 1000), 2)}.${pad(Math.floor((ms % 1000) / 10), 2)}]`;

/** Spreads the lines evenly from 2 s in to 3 s before the end, so every timestamp falls within the audio. */
export function toLrc(lines: string[], durationMs: number): string {
  const [start, end] = [2000, Math.max(2000, durationMs - 3000)];
  const step = lines.length > 1 ? (end - start) / (lines.length - 1) : 0;
  return lines.map((line, i) => `${lrcTime(Math.round(start + i * step))} ${line}`).join('\n');
}
