import { batch, signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { SignalSubscribable } from './SignalSubscribable';

/** Tells its listeners the sum of two signals; counts how often it reads them. */
class Sum extends SignalSubscribable<(sum: number) => void> {
  readonly a = signal(0);
  readonly b = signal(0);
  reads = 0;

  protected watch(): void {
    this.reads += 1;
    this.a.value;
    this.b.value;
  }

  protected tell(listener: (sum: number) => void): void {
    listener(this.a.peek() + this.b.peek());
  }
}

describe('SignalSubscribable', () => {
  it('calls listeners after each change of the watched signals, not at once, once per batch', () => {
    const sum = new Sum();
    const heard: number[] = [];
    sum.subscribe((value) => heard.push(value));
    expect(heard).toEqual([]);
    sum.a.value = 1;
    batch(() => {
      sum.a.value = 2;
      sum.b.value = 3;
    });
    expect(heard).toEqual([1, 5]);
  });

  it('watches the signals only while someone listens', () => {
    const sum = new Sum();
    sum.a.value = 1;
    expect(sum.reads).toBe(0);
    const heard: number[] = [];
    const unsubscribe = sum.subscribe((value) => heard.push(value));
    const readsWhileListening = sum.reads;
    sum.a.value = 2;
    expect(sum.reads).toBe(readsWhileListening + 1);
    unsubscribe();
    sum.a.value = 3;
    sum.b.value = 4;
    expect(sum.reads).toBe(readsWhileListening + 1);
    expect(heard).toEqual([2]);
    sum.subscribe((value) => heard.push(value));
    expect(heard).toEqual([2]);
    sum.b.value = 5;
    expect(heard).toEqual([2, 8]);
  });

  it('does not watch what the listeners read', () => {
    const sum = new Sum();
    const other = signal(0);
    const heard: number[] = [];
    sum.subscribe((value) => heard.push(value + other.value));
    sum.a.value = 1;
    other.value = 10;
    expect(heard).toEqual([1]);
  });

  it('tells nothing of a batch that ends on the values it started with, as a signal effect', () => {
    const sum = new Sum();
    const heard: number[] = [];
    sum.subscribe((value) => heard.push(value));
    batch(() => {
      sum.a.value = 1;
      sum.a.value = 0;
    });
    expect(heard).toEqual([]);
  });

  it('tells the listeners after one that changes the signals the new state once, and that one again', () => {
    const sum = new Sum();
    const heard: string[] = [];
    sum.subscribe((value) => {
      heard.push(`a${value}`);
      if (value === 1) sum.b.value = 1;
    });
    sum.subscribe((value) => heard.push(`b${value}`));
    sum.subscribe((value) => heard.push(`c${value}`));
    sum.a.value = 1;
    expect(heard).toEqual(['a1', 'b2', 'c2', 'a2']);
  });

  it('throws the first listener error to whoever changed the signal, after calling every listener', () => {
    const sum = new Sum();
    const heard: string[] = [];
    sum.subscribe(() => {
      throw new Error('first');
    });
    sum.subscribe(() => {
      throw new Error('second');
    });
    sum.subscribe((value) => heard.push(`c${value}`));
    expect(() => {
      sum.a.value = 1;
    }).toThrow('first');
    expect(heard).toEqual(['c1']);
    expect(() => {
      sum.a.value = 2;
    }).toThrow('first');
    expect(heard).toEqual(['c1', 'c2']);
  });

  it('does not tell a listener that subscribed after a change of that change', () => {
    const sum = new Sum();
    const heard: string[] = [];
    sum.subscribe((value) => {
      heard.push(`a${value}`);
      if (value === 1) sum.b.value = 1;
    });
    sum.subscribe((value) => {
      heard.push(`b${value}`);
      if (value === 2) sum.subscribe((later) => heard.push(`late${later}`));
    });
    sum.a.value = 1;
    expect(heard).toEqual(['a1', 'b2', 'a2']);
    sum.a.value = 2;
    expect(heard).toEqual(['a1', 'b2', 'a2', 'a3', 'b3', 'late3']);
  });
});
