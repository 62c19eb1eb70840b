import type { SimulationClock, SimulationTimer } from './SimulationClock';

interface PendingTimer {
  id: number;
  due: number;
  callback: () => void;
}

/**
 * A clock that moves only when told to. `advance(ms)` runs every timer that falls due, in time
 * order (timers due at the same moment in the order they were set), with `now()` reading each
 * timer's due time while it runs. Timers set by a running timer run too when they fall inside the
 * advanced span.
 * @example
 * const clock = new ManualClock(Date.UTC(2024, 0, 1));
 * clock.setTimer(() => console.log(clock.now()), 5000);
 * clock.advance(60_000); // logs 1704067205000
 */
export class ManualClock implements SimulationClock {
  #now: number;
  #nextId = 1;
  #timers: PendingTimer[] = [];

  /** @param startMs the time the clock shows first, ms since 1970. @default 2024-01-01T00:00:00Z */
  constructor(startMs = Date.UTC(2024, 0, 1)) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  /** Timers waiting to run. */
  get pendingTimers(): number {
    return this.#timers.length;
  }

  setTimer(callback: () => void, delayMs: number): SimulationTimer {
    const timer: PendingTimer = { id: this.#nextId++, due: this.#now + Math.max(0, delayMs), callback };
    this.#timers.push(timer);
    return {
      cancel: () => {
        this.#timers = this.#timers.filter((pending) => pending !== timer);
      },
    };
  }

  /** Moves the clock forward by `ms`, running the timers that fall due. */
  advance(ms: number): void {
    this.advanceTo(this.#now + ms);
  }

  /** Moves the clock to `time` (never backwards), running the timers that fall due. */
  advanceTo(time: number): void {
    for (;;) {
      const next = this.#earliest();
      if (!next || next.due > time) break;
      this.#timers = this.#timers.filter((pending) => pending !== next);
      this.#now = Math.max(this.#now, next.due);
      next.callback();
    }
    this.#now = Math.max(this.#now, time);
  }

  #earliest(): PendingTimer | undefined {
    let earliest: PendingTimer | undefined;
    for (const timer of this.#timers) {
      if (!earliest || timer.due < earliest.due || (timer.due === earliest.due && timer.id < earliest.id)) {
        earliest = timer;
      }
    }
    return earliest;
  }
}
