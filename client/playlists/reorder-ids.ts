/**
 * The list after moving `moved` before or after `target` (a drop), keeping
 * the moved items in their current relative order.
 */
export function moveIds(ids: number[], moved: number[], target: number, position: 'before' | 'after'): number[] {
  const movedSet = new Set(moved);
  if (movedSet.has(target)) return ids;
  const rest = ids.filter((id) => !movedSet.has(id));
  const inOrder = ids.filter((id) => movedSet.has(id));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...inOrder, ...rest.slice(at)];
}

/** One step up (-1) or down (+1), for the row menu's Move up and Move down. */
export function stepId(ids: number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
