import { describe, expect, it } from 'vitest';
import { GroupCommit } from './GroupCommit';

/** A write that lasts until the test ends it, so what arrives meanwhile is decided by the test, not by time. */
function heldWrites() {
  const writes: number[][] = [];
  const ends: (() => void)[] = [];
  return {
    writes,
    write: (items: number[]) => {
      writes.push(items);
      return new Promise<void>((resolve) => ends.push(resolve));
    },
    /** Ends every write begun so far. */
    endAll: () => {
      for (const end of ends.splice(0)) end();
    },
  };
}

describe('GroupCommit', () => {
  it('writes a burst in few writes, each item once and in order', async () => {
    const { writes, write, endAll } = heldWrites();
    const group = new GroupCommit<number>(write);
    const burst = Array.from({ length: 100 }, (_, i) => group.submit(i));
    await expect.poll(() => writes.length, { message: 'the write of the burst begun' }).toBe(1);
    endAll();
    await Promise.all(burst);
    expect(writes.flat()).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(writes.length).toBe(1);
  });

  it('puts what arrives during a write into the next one', async () => {
    const { writes, write, endAll } = heldWrites();
    const group = new GroupCommit<number>(write);
    const first = group.submit(1);
    await expect.poll(() => writes, { message: 'the first write begun' }).toEqual([[1]]);
    const later = [group.submit(2), group.submit(3)];
    endAll();
    await first;
    await expect.poll(() => writes.length, { message: 'the second write begun' }).toBe(2);
    endAll();
    await Promise.all(later);
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
