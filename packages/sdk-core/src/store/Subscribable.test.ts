import { describe, expect, it } from 'vitest';
import { Subscribable } from './Subscribable';

/** Tells its listeners the numbers it is given, and logs when its hooks run. */
class Counter extends Subscribable<(value: number) => void> {
  readonly hooks: string[] = [];

  tellAll(value: number): void {
    this.notify((listener) => listener(value));
  }

  stopAll(): void {
    this.unsubscribeAll();
  }

  protected override onSubscribe(): void {
    this.hooks.push('first subscribed');
  }

  protected override onUnsubscribe(): void {
    this.hooks.push('last unsubscribed');
  }
}

describe('Subscribable', () => {
  it('calls a listener at each notify until it unsubscribes', () => {
    const counter = new Counter();
    const heard: number[] = [];
    const unsubscribe = counter.subscribe((value) => heard.push(value));
    expect(heard).toEqual([]);
    counter.tellAll(1);
    counter.tellAll(2);
    unsubscribe();
    counter.tellAll(3);
    expect(heard).toEqual([1, 2]);
  });

  it('tells whether anyone listens', () => {
    const counter = new Counter();
    expect(counter.hasListeners()).toBe(false);
    const unsubscribe = counter.subscribe(() => {});
    expect(counter.hasListeners()).toBe(true);
    unsubscribe();
    expect(counter.hasListeners()).toBe(false);
  });

  it('runs onSubscribe for the first listener and onUnsubscribe when the last one leaves', () => {
    const counter = new Counter();
    const first = counter.subscribe(() => {});
    const second = counter.subscribe(() => {});
    expect(counter.hooks).toEqual(['first subscribed']);
    first();
    expect(counter.hooks).toEqual(['first subscribed']);
    second();
    expect(counter.hooks).toEqual(['first subscribed', 'last unsubscribed']);
    second();
    first();
    expect(counter.hooks).toEqual(['first subscribed', 'last unsubscribed']);
    counter.subscribe(() => {})();
    expect(counter.hooks).toEqual([
      'first subscribed',
      'last unsubscribed',
      'first subscribed',
      'last unsubscribed',
    ]);
  });

  it('unsubscribes everyone at once, running onUnsubscribe once and only when someone listened', () => {
    const counter = new Counter();
    counter.stopAll();
    expect(counter.hooks).toEqual([]);
    const heard: number[] = [];
    const unsubscribe = counter.subscribe((value) => heard.push(value));
    counter.subscribe((value) => heard.push(value * 10));
    counter.stopAll();
    counter.tellAll(1);
    unsubscribe();
    expect(heard).toEqual([]);
    expect(counter.hasListeners()).toBe(false);
    expect(counter.hooks).toEqual(['first subscribed', 'last unsubscribed']);
  });

  it('counts the same listener subscribed twice as two subscriptions', () => {
    const counter = new Counter();
    const heard: number[] = [];
    const listener = (value: number) => heard.push(value);
    const first = counter.subscribe(listener);
    counter.subscribe(listener);
    counter.tellAll(1);
    first();
    counter.tellAll(2);
    expect(heard).toEqual([1, 1, 2]);
    expect(counter.hasListeners()).toBe(true);
  });

  it('calls the listeners in the order they subscribed', () => {
    const counter = new Counter();
    const heard: string[] = [];
    for (const name of ['a', 'b', 'c']) counter.subscribe(() => heard.push(name));
    counter.tellAll(1);
    expect(heard).toEqual(['a', 'b', 'c']);
  });

  it('does not call a listener unsubscribed while the listeners are being called', () => {
    const counter = new Counter();
    const heard: string[] = [];
    let stopB = () => {};
    counter.subscribe(() => {
      heard.push('a');
      stopB();
    });
    stopB = counter.subscribe(() => heard.push('b'));
    counter.subscribe(() => heard.push('c'));
    counter.tellAll(1);
    expect(heard).toEqual(['a', 'c']);
  });

  it('lets a listener unsubscribe itself while being called', () => {
    const counter = new Counter();
    const heard: string[] = [];
    const stopA = counter.subscribe(() => {
      heard.push('a');
      stopA();
    });
    counter.subscribe(() => heard.push('b'));
    counter.tellAll(1);
    counter.tellAll(2);
    expect(heard).toEqual(['a', 'b', 'b']);
  });

  it('calls a listener subscribed while the listeners are being called from the next notify on', () => {
    const counter = new Counter();
    const heard: string[] = [];
    counter.subscribe((value) => {
      heard.push(`a${value}`);
      if (value === 1) counter.subscribe((later) => heard.push(`late${later}`));
    });
    counter.tellAll(1);
    counter.tellAll(2);
    expect(heard).toEqual(['a1', 'a2', 'late2']);
  });

  it('calls every listener when some throw, then throws the first error', () => {
    const counter = new Counter();
    const heard: string[] = [];
    counter.subscribe(() => {
      heard.push('a');
      throw new Error('a failed');
    });
    counter.subscribe(() => {
      heard.push('b');
      throw new Error('b failed');
    });
    counter.subscribe(() => heard.push('c'));
    expect(() => counter.tellAll(1)).toThrow('a failed');
    expect(heard).toEqual(['a', 'b', 'c']);
    expect(() => counter.tellAll(2)).toThrow('a failed');
    expect(heard).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('does not tell the listeners after a re-entrant notify the older value', () => {
    const counter = new Counter();
    const heard: string[] = [];
    counter.subscribe((value) => {
      heard.push(`a${value}`);
      if (value === 1) counter.tellAll(2);
    });
    counter.subscribe((value) => heard.push(`b${value}`));
    counter.tellAll(1);
    expect(heard).toEqual(['a1', 'a2', 'b2']);
  });
});
