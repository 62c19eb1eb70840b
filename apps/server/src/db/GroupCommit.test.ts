import { describe, expect, it } from 'vitest';
import { GroupCommit } from './GroupCommit';

describe('GroupCommit', () => {
  it('writes a burst in few writes, each item once and in order', async () => {
    const writes: number[][] = [];
    const group = new GroupCommit<number>(async (items) => {
      writes.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await Promise.all(Array.from({ length: 100 }, (_, i) => group.submit(i)));
    expect(writes.flat()).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(writes.length).toBe(1);
  });

  it('puts what arrives during a write into the next one', async () => {
    const writes: number[][] = [];
    const group = new GroupCommit<number>(async (items) => {
      writes.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const first = group.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const later = [group.submit(2), group.submit(3)];
    await Promise.all([first, ...later]);
    expect(writes).toEqual([[1], [2, 3]]);
  });

  it('rejects the items of a failed write and goes on with the next', async () => {
    let calls = 0;
    const group = new GroupCommit<number>(async () => {
      calls++;
      if (calls === 1) throw new Error('database down');
    });
    await expect(group.submit(1)).rejects.toThrow('database down');
    await expect(group.submit(2)).resolves.toBeUndefined();
    await group.idle();
    expect(calls).toBe(2);
  });
});
