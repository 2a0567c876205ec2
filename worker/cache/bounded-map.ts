/**
 * Sets `key` in a Map used as a per-isolate memo, then drops the oldest
 * entries (a Map keeps insertion order) while it holds more than `max`:
 * an isolate lives for many requests, so no memo may grow without end.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
  return value;
}
