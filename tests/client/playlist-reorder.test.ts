import { describe, expect, it } from 'vitest';
import { moveIds, stepId } from '../../client/playlists/reorder-ids';

describe('moveIds (a drop in the playlist track list)', () => {
  const ids = [1, 2, 3, 4];

  it('moves a track before or after the row it is dropped on', () => {
    expect(moveIds(ids, [1], 3, 'after')).toEqual([2, 3, 1, 4]);
    expect(moveIds(ids, [1], 3, 'before')).toEqual([2, 1, 3, 4]);
    expect(moveIds(ids, [4], 1, 'before')).toEqual([4, 1, 2, 3]);
    expect(moveIds(ids, [2], 4, 'after')).toEqual([1, 3, 4, 2]);
  });

  it('keeps several moved tracks in their order', () => {
    expect(moveIds(ids, [3, 1], 4, 'after')).toEqual([2, 4, 1, 3]);
  });

  it('leaves the list alone when dropped on itself', () => {
    expect(moveIds(ids, [2], 2, 'after')).toBe(ids);
  });
});

describe('stepId (Move up / Move down)', () => {
  it('swaps with the neighbour and stops at the ends', () => {
    expect(stepId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(stepId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(stepId([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(stepId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
