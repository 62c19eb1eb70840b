import { ANIMATION_FPS } from '../constants';

/**
 * Runs `frame` once at the next animation frame and returns a function that cancels it.
 * Inject one into `PlaybackEngine` or `MarkerAnimator` to drive frames yourself.
 */
export type FrameScheduler = (frame: () => void) => () => void;

/** A monotonic clock in ms. */
export type FrameClock = () => number;

/** Length of one frame at `ANIMATION_FPS` (ms). */
export const FRAME_INTERVAL_MS = 1000 / ANIMATION_FPS;

/**
 * The default scheduler: `requestAnimationFrame` where the platform has it (browsers), else a
 * `setTimeout` of one 60 fps frame (servers, tests). Looked up at each call, never at import.
 */
export const defaultFrameScheduler: FrameScheduler = (frame) => {
  // Typed locally so the package type-checks without the DOM library (it also runs in Node).
  const { requestAnimationFrame: request, cancelAnimationFrame: cancel } = globalThis as {
    requestAnimationFrame?: (callback: () => void) => number;
    cancelAnimationFrame?: (handle: number) => void;
  };
  if (typeof request === 'function' && typeof cancel === 'function') {
    const handle = request(() => frame());
    return () => cancel(handle);
  }
  const handle = setTimeout(frame, FRAME_INTERVAL_MS);
  return () => clearTimeout(handle);
};

/** The default clock: `performance.now()`. */
export const defaultFrameClock: FrameClock = () => performance.now();
