import { type ReadonlySignal, signal } from '@preact/signals-core';
import { MARKER_ANIMATION_MAX_GAP_MS } from '../constants';
import { SignalSubscribable } from '../store/SignalSubscribable';
import {
  defaultFrameClock,
  defaultFrameScheduler,
  type FrameClock,
  type FrameScheduler,
} from './frameScheduler';
import { interpolateCourse, interpolateLongitude, interpolateNumber } from './interpolation';
import { positionTime, type TimedPosition } from './positionTime';

/** A fix to animate to: a `Position` from the API, or coordinates with a `time` in ms. */
export interface MarkerFix extends TimedPosition {
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north. @default the course shown before */
  course?: number;
  /** Fix time in ms since the epoch; when missing, read from fixTime, deviceTime or serverTime. */
  time?: number;
}

/** Where the marker is drawn. */
export interface MarkerPose {
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north, [0, 360). */
  course: number;
}

/** Options of `MarkerAnimator`. */
export interface MarkerAnimatorOptions {
  /** @default defaultFrameScheduler (requestAnimationFrame, else a 60 fps setTimeout) */
  scheduler?: FrameScheduler;
  /** Monotonic ms clock that times the glides. @default defaultFrameClock (performance.now) */
  clock?: FrameClock;
}

interface QueuedFix {
  pose: MarkerPose;
  time: number;
}

interface Glide {
  from: MarkerPose;
  to: QueuedFix;
  startedAt: number;
  duration: number;
}

/**
 * Moves one vehicle's live marker smoothly between the fixes it receives (SPEC §4). Fixes are queued
 * and played in order. Between two fixes whose times are more than `MARKER_ANIMATION_MAX_GAP_MS`
 * (30 s) apart, or not positively apart, the marker jumps; otherwise it glides for half the time gap,
 * so it keeps up with a vehicle that reports regularly. The course turns along the shorter arc.
 *
 * @example
 * const animator = new MarkerAnimator();
 * animator.subscribe((pose) => pose && marker.setLngLat([pose.longitude, pose.latitude]));
 * socket.onPosition((position) => animator.push(position));
 */
export class MarkerAnimator extends SignalSubscribable<(pose: MarkerPose | null) => void> {
  readonly #current = signal<MarkerPose | null>(null);
  readonly #queue: QueuedFix[] = [];
  readonly #scheduler: FrameScheduler;
  readonly #clock: FrameClock;
  #reached: QueuedFix | null = null;
  #glide: Glide | null = null;
  #cancelFrame: (() => void) | null = null;
  #disposed = false;

  /** The marker as drawn now; null until the first fix. */
  readonly current: ReadonlySignal<MarkerPose | null> = this.#current;

  constructor(options: MarkerAnimatorOptions = {}) {
    super();
    this.#scheduler = options.scheduler ?? defaultFrameScheduler;
    this.#clock = options.clock ?? defaultFrameClock;
  }

  /** Fixes waiting to be shown, not counting a glide under way. */
  get pending(): number {
    return this.#queue.length;
  }

  /**
   * Queues a fix. The first fix places the marker at once; later ones are played in order.
   * Fixes with coordinates that are not numbers are ignored.
   */
  push(fix: MarkerFix): void {
    if (this.#disposed || !Number.isFinite(fix.latitude) || !Number.isFinite(fix.longitude)) return;
    const course = fix.course ?? this.#queue.at(-1)?.pose.course ?? this.#reached?.pose.course ?? 0;
    this.#queue.push({
      pose: { latitude: fix.latitude, longitude: fix.longitude, course: normalizeCourse(course) },
      time: fix.time ?? positionTime(fix),
    });
    if (!this.#glide) this.#advance(this.#clock());
  }

  /**
   * Calls `listener` whenever the drawn marker moves (not at once).
   * @returns a function that stops the calls.
   */
  override subscribe(listener: (pose: MarkerPose | null) => void): () => void {
    return this.#disposed ? () => {} : super.subscribe(listener);
  }

  /** Stops the animation, drops queued fixes and ends every subscription. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#cancelFrame?.();
    this.#cancelFrame = null;
    this.#queue.length = 0;
    this.#glide = null;
    this.unsubscribeAll();
  }

  protected watch(): void {
    this.#current.value;
  }

  protected tell(listener: (pose: MarkerPose | null) => void): void {
    listener(this.#current.peek());
  }

  /** Plays the queue up to `now`: finishes due glides, applies jumps, starts the next glide. */
  #advance(now: number): void {
    let startAt = now;
    for (;;) {
      const glide = this.#glide;
      if (glide) {
        const elapsed = now - glide.startedAt;
        if (elapsed < glide.duration) {
          this.#current.value = glidePose(glide, elapsed / glide.duration);
          this.#requestFrame();
          return;
        }
        this.#arrive(glide.to);
        // The next glide starts when this one ended, so late frames do not stretch the timeline.
        startAt = glide.startedAt + glide.duration;
      }
      const next = this.#queue.shift();
      if (!next) return;
      const gap = this.#reached ? next.time - this.#reached.time : Number.NaN;
      if (!(gap > 0) || gap > MARKER_ANIMATION_MAX_GAP_MS) {
        this.#arrive(next);
        continue;
      }
      this.#glide = {
        from: this.#current.peek() ?? next.pose,
        to: next,
        startedAt: startAt,
        duration: gap / 2,
      };
    }
  }

  #arrive(fix: QueuedFix): void {
    this.#glide = null;
    this.#reached = fix;
    this.#current.value = fix.pose;
  }

  #requestFrame(): void {
    if (this.#cancelFrame) return;
    this.#cancelFrame = this.#scheduler(this.#onFrame);
  }

  readonly #onFrame = (): void => {
    this.#cancelFrame = null;
    if (!this.#disposed) this.#advance(this.#clock());
  };
}

function glidePose({ from, to }: Glide, fraction: number): MarkerPose {
  return {
    latitude: interpolateNumber(from.latitude, to.pose.latitude, fraction),
    longitude: interpolateLongitude(from.longitude, to.pose.longitude, fraction),
    course: interpolateCourse(from.course, to.pose.course, fraction),
  };
}

function normalizeCourse(course: number): number {
  return Number.isFinite(course) ? ((course % 360) + 360) % 360 : 0;
}
