import { describe, expect, it } from 'vitest';
import { addToSketch, emptySketch, encodeSketch, estimateSketch, HLL_REGISTERS, mergeSketch, sketchFrom } from '../../worker/insights/hyperloglog';

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

  it('store few listeners sparse and many dense, and read back what D1 returns for either', () => {
    const few = sketchOf(ids('x', 50));
    const stored = encodeSketch(few);
    expect(stored.length).toBeLessThanOrEqual(150);
    expect(sketchFrom(Array.from(stored))).toEqual(few);
    expect(sketchFrom(stored.buffer)).toEqual(few);
    const many = sketchOf(ids('y', 5000));
    expect(encodeSketch(many)).toHaveLength(HLL_REGISTERS);
    expect(sketchFrom(Array.from(encodeSketch(many)))).toEqual(many);
    expect(sketchFrom(new Uint8Array(0))).toEqual(emptySketch());
  });
});
