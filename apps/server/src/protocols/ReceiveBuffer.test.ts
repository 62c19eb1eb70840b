import { describe, expect, it } from 'vitest';
import { ReceiveBuffer } from './ReceiveBuffer';

describe('ReceiveBuffer', () => {
  it('keeps unread bytes across appends and hands them out in order', () => {
    const buffer = new ReceiveBuffer();
    buffer.append(Buffer.from('abc'));
    buffer.append(Buffer.from('def'));
    expect(buffer.view().toString()).toBe('abcdef');
    buffer.consume(4);
    expect(buffer.view().toString()).toBe('ef');
    buffer.append(Buffer.from('gh'));
    expect(buffer.view().toString()).toBe('efgh');
    expect(buffer.length).toBe(4);
  });

  it('grows past its initial capacity without losing bytes', () => {
    const buffer = new ReceiveBuffer();
    const expected: number[] = [];
    for (let i = 0; i < 100; i++) {
      const chunk = Buffer.alloc(97, i);
      buffer.append(chunk);
      expected.push(...chunk);
      if (i % 3 === 0) {
        buffer.consume(50);
        expected.splice(0, 50);
      }
    }
    expect([...buffer.view()]).toEqual(expected);
  });

  it('reuses its space once everything is read', () => {
    const buffer = new ReceiveBuffer();
    for (let i = 0; i < 10_000; i++) {
      buffer.append(Buffer.from([i & 0xff, 1, 2]));
      buffer.consume(3);
    }
    expect(buffer.length).toBe(0);
    buffer.append(Buffer.from('x'));
    expect(buffer.view().toString()).toBe('x');
  });

  it('forgets everything on clear and ignores empty chunks', () => {
    const buffer = new ReceiveBuffer();
    buffer.append(Buffer.alloc(10_000, 1));
    buffer.clear();
    buffer.append(Buffer.alloc(0));
    expect(buffer.length).toBe(0);
    expect(buffer.view().length).toBe(0);
  });
});
