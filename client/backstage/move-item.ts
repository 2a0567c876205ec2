/** The list after moving the `moved` ids before or after `target` (a drop), keeping their relative order. */
export function moveBefore<T>(list: T[], moved: T[], target: T, position: 'before' | 'after'): T[] {
  const movedSet = new Set(moved);
  if (movedSet.has(target)) return list;
  const rest = list.filter((item) => !movedSet.has(item));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...list.filter((item) => movedSet.has(item)), ...rest.slice(at)];
}

/** One step up (-1) or down (+1); unchanged at either end. */
export function step<T>(list: T[], item: T, by: -1 | 1): T[] {
  const from = list.indexOf(item);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
