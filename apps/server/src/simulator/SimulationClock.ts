/** A timer started on a {@link SimulationClock}. */
export interface SimulationTimer {
  /** Stops the timer; nothing happens if it already ran. */
  cancel(): void;
}

/**
 * The time source of the simulator: the wall clock in a real run, a {@link ManualClock} in tests,
 * where a simulated hour passes in milliseconds.
 */
export interface SimulationClock {
  /** The current time, in milliseconds since 1970 (UTC). */
  now(): number;
  /** Runs `callback` once, `delayMs` from now. */
  setTimer(callback: () => void, delayMs: number): SimulationTimer;
}

/** The wall clock, with Node's timers. */
export const systemClock: SimulationClock = {
  now: () => Date.now(),
  setTimer(callback, delayMs) {
    const handle = setTimeout(callback, Math.max(0, delayMs));
    return { cancel: () => clearTimeout(handle) };
  },
};
