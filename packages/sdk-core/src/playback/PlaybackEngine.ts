import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import { PLAYBACK_SPEEDS, PLAYBACK_STEP_PER_FRAME, type PlaybackSpeed } from '../constants';
import { SignalSubscribable } from '../store/SignalSubscribable';
import type { PlaybackPoint } from './buildTrack';
import {
  defaultFrameClock,
  defaultFrameScheduler,
  FRAME_INTERVAL_MS,
  type FrameClock,
  type FrameScheduler,
} from './frameScheduler';
import { type PlaybackPosition, positionAt } from './positionAt';

/** Playback is playing, paused or finished (SPEC §4). Finished means the progress is at 100%. */
export type PlaybackState = 'playing' | 'paused' | 'finished';

/** Everything a playback bar shows, in one value. */
export interface PlaybackSnapshot {
  state: PlaybackState;
  speed: PlaybackSpeed;
  /** 0..1 */
  progress: number;
  current: PlaybackPosition | null;
}

/** Options of `PlaybackEngine`. */
export interface PlaybackEngineOptions {
  /**
   * Schedules the next frame.
   * @default defaultFrameScheduler (requestAnimationFrame, else a 60 fps setTimeout)
   */
  scheduler?: FrameScheduler;
  /**
   * Monotonic ms clock used to keep playback at 60 frames a second on any display refresh rate.
   * @default defaultFrameClock (performance.now)
   */
  clock?: FrameClock;
  /**
   * Starting speed, one of `PLAYBACK_SPEEDS`.
   * @default 1
   */
  speed?: PlaybackSpeed;
}

/** After a stall (a hidden tab, a long task) at most this many missed frames are made up at once. */
export const MAX_CATCH_UP_FRAMES = 4;
/** A frame that arrives this early still counts, so display jitter does not skip steps. */
const FRAME_TOLERANCE_MS = FRAME_INTERVAL_MS / 4;
/** Progress this close to 1 is 1, so 250 steps of 0.004 finish despite rounding. */
const END_EPSILON = 1e-9;

/**
 * Replays a track (SPEC §3, §4, §9). Progress runs from 0 to 1 and advances `PLAYBACK_STEP_PER_FRAME`
 * (0.004) times the speed each frame at `ANIMATION_FPS` (60): a trip takes 250 frames, about 4.2 s, at
 * 1x. Playing at 100% restarts from 0; reaching 100% finishes. The state is `finished` exactly when
 * the progress is 1. `current` is the interpolated vehicle position at the progress.
 *
 * @example
 * const engine = new PlaybackEngine(buildTrack(positions));
 * const stop = engine.subscribe(({ current }) => moveCursor(current));
 * engine.setSpeed(5);
 * engine.play();
 * // later
 * engine.dispose();
 */
export class PlaybackEngine extends SignalSubscribable<(snapshot: PlaybackSnapshot) => void> {
  readonly #track: Signal<readonly PlaybackPoint[]>;
  readonly #state = signal<PlaybackState>('paused');
  readonly #speed: Signal<PlaybackSpeed>;
  readonly #progress = signal(0);
  readonly #scheduler: FrameScheduler;
  readonly #clock: FrameClock;
  #cancelFrame: (() => void) | null = null;
  #lastFrameAt = 0;
  #pendingMs = 0;
  #disposed = false;

  /** The track being replayed. */
  readonly track: ReadonlySignal<readonly PlaybackPoint[]>;
  /** 'playing', 'paused' or 'finished'. */
  readonly state: ReadonlySignal<PlaybackState>;
  /** The playback speed, one of `PLAYBACK_SPEEDS`. */
  readonly speed: ReadonlySignal<PlaybackSpeed>;
  /** Progress along the track, 0..1. */
  readonly progress: ReadonlySignal<number>;
  /** The position at the current progress (see `positionAt`); null for an empty track. */
  readonly current: ReadonlySignal<PlaybackPosition | null>;
  readonly #snapshot: ReadonlySignal<PlaybackSnapshot>;

  /**
   * @param track points from `buildTrack`. @default []
   * @throws {RangeError} when `options.speed` is not one of `PLAYBACK_SPEEDS`.
   */
  constructor(track: readonly PlaybackPoint[] = [], options: PlaybackEngineOptions = {}) {
    super();
    const speed = options.speed ?? 1;
    assertSpeed(speed);
    this.#scheduler = options.scheduler ?? defaultFrameScheduler;
    this.#clock = options.clock ?? defaultFrameClock;
    this.#track = signal<readonly PlaybackPoint[]>(track);
    this.#speed = signal<PlaybackSpeed>(speed);
    this.track = this.#track;
    this.state = this.#state;
    this.speed = this.#speed;
    this.progress = this.#progress;
    this.current = computed(() => positionAt(this.#track.value, this.#progress.value));
    this.#snapshot = computed(() => ({
      state: this.#state.value,
      speed: this.#speed.value,
      progress: this.#progress.value,
      current: this.current.value,
    }));
  }

  /** Starts or resumes playing; at 100% it restarts from 0. Does nothing while playing. */
  play(): void {
    if (this.#disposed || this.#state.peek() === 'playing') return;
    batch(() => {
      if (this.#progress.peek() >= 1) this.#progress.value = 0;
      this.#state.value = 'playing';
    });
    this.#lastFrameAt = this.#clock();
    this.#pendingMs = 0;
    this.#requestFrame();
  }

  /** Pauses where it is. Does nothing unless playing. */
  pause(): void {
    if (this.#state.peek() !== 'playing') return;
    this.#cancel();
    this.#state.value = 'paused';
  }

  /** Returns to the start (progress 0), paused. */
  reset(): void {
    this.#cancel();
    batch(() => {
      this.#progress.value = 0;
      this.#state.value = 'paused';
    });
  }

  /**
   * Moves to a progress, clamped to 0..1. Seeking to 1 finishes; seeking back from the end pauses.
   * Playing continues from the new place.
   * @throws {RangeError} when progress is not a number.
   */
  seek(progress: number): void {
    if (Number.isNaN(progress)) throw new RangeError('Playback progress must be a number between 0 and 1');
    this.#moveTo(Math.min(1, Math.max(0, progress)));
  }

  /**
   * Changes the speed; the next frames advance `PLAYBACK_STEP_PER_FRAME` times it.
   * @throws {RangeError} when the speed is not one of `PLAYBACK_SPEEDS` (1, 2, 5, 10).
   */
  setSpeed(speed: PlaybackSpeed): void {
    assertSpeed(speed);
    this.#speed.value = speed;
  }

  /** Replaces the track (another trip or vehicle) and returns to the start, paused. */
  setTrack(track: readonly PlaybackPoint[]): void {
    this.#cancel();
    batch(() => {
      this.#track.value = track;
      this.#progress.value = 0;
      this.#state.value = 'paused';
    });
  }

  /**
   * Advances exactly one frame (`PLAYBACK_STEP_PER_FRAME` × speed) whatever the state, so a caller or
   * a benchmark can drive playback itself. Reaching 1 finishes.
   */
  tick(): void {
    if (this.#disposed) return;
    this.#advance(1);
  }

  /**
   * Calls `listener` after every change (not at once; once per batch) with the state, speed, progress and current position.
   * @returns a function that stops the calls.
   */
  override subscribe(listener: (snapshot: PlaybackSnapshot) => void): () => void {
    return this.#disposed ? () => {} : super.subscribe(listener);
  }

  /** Stops frames and subscriptions for good; a playing engine is left paused. */
  dispose(): void {
    if (this.#disposed) return;
    this.pause();
    this.#disposed = true;
    this.unsubscribeAll();
  }

  protected watch(): void {
    this.#snapshot.value;
  }

  protected tell(listener: (snapshot: PlaybackSnapshot) => void): void {
    listener(this.#snapshot.peek());
  }

  #advance(frames: number): void {
    this.#moveTo(this.#progress.peek() + frames * PLAYBACK_STEP_PER_FRAME * this.#speed.peek());
  }

  #moveTo(progress: number): void {
    const next = progress >= 1 - END_EPSILON ? 1 : progress;
    if (next === 1) this.#cancel();
    batch(() => {
      this.#progress.value = next;
      if (next === 1) this.#state.value = 'finished';
      else if (this.#state.peek() === 'finished') this.#state.value = 'paused';
    });
  }

  #requestFrame(): void {
    if (this.#cancelFrame) return;
    this.#cancelFrame = this.#scheduler(this.#onFrame);
  }

  #cancel(): void {
    this.#cancelFrame?.();
    this.#cancelFrame = null;
  }

  readonly #onFrame = (): void => {
    this.#cancelFrame = null;
    if (this.#state.peek() !== 'playing') return;
    const now = this.#clock();
    this.#pendingMs += now - this.#lastFrameAt;
    this.#lastFrameAt = now;
    // Count whole 60 fps frames elapsed, so a 120 Hz display does not play twice as fast.
    const due = Math.floor((this.#pendingMs + FRAME_TOLERANCE_MS) / FRAME_INTERVAL_MS);
    const frames = Math.min(due, MAX_CATCH_UP_FRAMES);
    this.#pendingMs = due > MAX_CATCH_UP_FRAMES ? 0 : this.#pendingMs - frames * FRAME_INTERVAL_MS;
    if (frames > 0) this.#advance(frames);
    if (this.#state.peek() === 'playing') this.#requestFrame();
  };
}

function assertSpeed(speed: number): asserts speed is PlaybackSpeed {
  if (!(PLAYBACK_SPEEDS as readonly number[]).includes(speed)) {
    throw new RangeError(`Playback speed must be one of ${PLAYBACK_SPEEDS.join(', ')}; got ${speed}`);
  }
}
