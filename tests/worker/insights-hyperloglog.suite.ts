import { describe, expect, it } from 'vitest';
import { addToSketch, emptySketch, estimateSketch, mergeSketch, sketchFrom } from '../../worker/insights/hyperloglog';

const sketchOf = (ids: string[]) => {
  const sketch = emptySketch();
  for (const id of ids) addToSketch(sketch, id);
  return sketch;
};
const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('HyperLogLog sketches', () => {
  it('count small sets exactly (linear counting), repeats once', () => {
    expect(estimateSketch(emptySketch())).toBe(0);
    expect(estimateSketch(sketchOf(['u1', 'u1', 'u1']))).toBe(1);
    expect(estimateSketch(sketchOf(ids('u', 10)))).toBe(10);
    expect(Math.abs(estimateSketch(sketchOf(ids('u', 100))) - 100)).toBeLessThanOrEqual(3);
  });

  it('estimate 10,000 distinct identities within a few percent', () => {
    const estimate = estimateSketch(sketchOf(ids('v', 10_000)));
    expect(Math.abs(estimate - 10_000) / 10_000).toBeLessThan(0.06);
  });

  it('merge days into the union: shared listeners count once', () => {
    const monday = sketchOf(ids('u', 3000));
    const tuesday = sketchOf(ids('u', 3000).slice(1000).concat(ids('g', 1000)));
    const merged = mergeSketch(emptySketch(), monday);
    mergeSketch(merged, tuesday);
    // 3,000 + 1,000 guests: the 2,000 listeners of both days are not counted twice.
    expect(Math.abs(estimateSketch(merged) - 4000) / 4000).toBeLessThan(0.08);
    // Merging is idempotent and order-free.
    expect(mergeSketch(mergeSketch(emptySketch(), tuesday), monday)).toEqual(merged);
    expect(mergeSketch(Uint8Array.from(merged), merged)).toEqual(merged);
  });

  it('read back what D1 returns for a blob (an array of bytes)', () => {
    const sketch = sketchOf(ids('x', 50));
    expect(sketchFrom(Array.from(sketch))).toEqual(sketch);
    expect(sketchFrom(sketch.buffer)).toEqual(sketch);
  });
});
