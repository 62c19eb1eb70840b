/**
 * The frames of message types a session does not read: all counted, and the first frame of each type
 * reported (as hex) once per connection, up to `maxTypes` types, so the gateway can count and log
 * them without a device inventing types making it log without end.
 * @example reports.add(0x1f, frame) // counted; reported if 0x1f is new
 */
export class UnknownTypeReports<T extends number | string> {
  readonly #report: ((report: { type: T; frame: string }) => void) | undefined;
  readonly #maxTypes: number;
  readonly #seen = new Set<T>();
  #count = 0;

  constructor(report: ((report: { type: T; frame: string }) => void) | undefined, maxTypes = Infinity) {
    this.#report = report;
    this.#maxTypes = maxTypes;
  }

  /** Frames of unread types so far. */
  get count(): number {
    return this.#count;
  }

  /** Counts a frame of an unread type; reports it when its type is new and types are still few. */
  add(type: T, frame: Buffer): void {
    this.#count++;
    if (this.#seen.has(type) || this.#seen.size >= this.#maxTypes) return;
    this.#seen.add(type);
    this.#report?.({ type, frame: frame.toString('hex') });
  }
}
