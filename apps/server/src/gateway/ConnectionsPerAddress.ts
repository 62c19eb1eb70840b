/**
 * Counts the open device connections of each peer address, so one address cannot take every socket
 * of the gateway. Trackers behind a carrier's NAT share an address, hence a limit in the hundreds.
 */
export class ConnectionsPerAddress {
  readonly #limit: number;
  readonly #open = new Map<string, number>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  get limit(): number {
    return this.#limit;
  }

  /** Counts a new connection from `address`; false (and not counted) when the address is at its limit. */
  open(address: string): boolean {
    const count = this.#open.get(address) ?? 0;
    if (count >= this.#limit) return false;
    this.#open.set(address, count + 1);
    return true;
  }

  /** A connection counted by `open` has ended. */
  closed(address: string): void {
    const count = (this.#open.get(address) ?? 0) - 1;
    if (count > 0) this.#open.set(address, count);
    else this.#open.delete(address);
  }
}
