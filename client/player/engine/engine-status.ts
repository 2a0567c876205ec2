// A hidden mirror of what the engine plays, for e2e tests and debugging:
// buffer voices have no element whose currentTime a test could read.

export const ENGINE_STATUS_TEST_ID = 'player-engine';

export type EngineStatus = {
  src: string;
  position: number;
  duration: number;
  paused: boolean;
  voice: 'buffer' | 'element' | 'none';
};

/** The status node also answers `readPosition()`: the engine's exact position and the wall time it was read at (e2e sync checks). */
export type EngineStatusNode = HTMLElement & { readPosition?: () => { position: number | null; wallMs: number } };

export function createEngineStatus(readPosition?: EngineStatusNode['readPosition']): {
  publish(status: EngineStatus): void;
  remove(): void;
} {
  const node = document.createElement('div');
  node.hidden = true;
  node.dataset.testid = ENGINE_STATUS_TEST_ID;
  (node as EngineStatusNode).readPosition = readPosition;
  document.body.append(node);
  return {
    publish(status) {
      node.dataset.src = status.src;
      node.dataset.position = status.position.toFixed(3);
      node.dataset.duration = status.duration.toFixed(3);
      node.dataset.paused = String(status.paused);
      node.dataset.voice = status.voice;
    },
    remove: () => node.remove(),
  };
}
