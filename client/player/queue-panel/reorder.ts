/**
 * Where a dragged queue item lands: `from` is its queue index, `target` the
 * index of the row it was dropped against. The result is the index to pass to
 * `player.moveInQueue(from, to)`, which removes the item before inserting it.
 */
export function reorderIndex(from: number, target: number, position: 'before' | 'after' | 'on'): number {
  const to = position === 'after' ? target + 1 : target;
  return from < to ? to - 1 : to;
}
