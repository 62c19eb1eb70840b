import { BlockList, isIP } from 'node:net';

/**
 * The source networks a device may connect from (`attributes.allowedNetworks` of the device: CIDR
 * blocks or single addresses, as a comma-separated text or a list). An entry that cannot be read
 * matches nothing, so a list of typos refuses every connection rather than admitting all of them.
 */
export class NetworkAllowList {
  readonly #networks = new BlockList();
  /** Entries that could not be read (reported in the log by the caller). */
  readonly invalid: string[] = [];

  private constructor(entries: string[]) {
    for (const entry of entries) {
      const [address = '', prefixText] = entry.split('/', 2);
      const family = isIP(address);
      const prefix = prefixText === undefined ? (family === 6 ? 128 : 32) : Number(prefixText);
      const bits = family === 6 ? 128 : 32;
      if (family === 0 || !/^\d{1,3}$/.test(String(prefix)) || prefix > bits) {
        this.invalid.push(entry);
        continue;
      }
      this.#networks.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    }
  }

  /** The list of a device's `allowedNetworks` attribute, or null when it lists none (no restriction). */
  static fromAttribute(value: unknown): NetworkAllowList | null {
    const entries = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
      .map((entry) => String(entry).trim())
      .filter(Boolean);
    return entries.length === 0 ? null : new NetworkAllowList(entries);
  }

  /** Whether a peer address (IPv4, IPv6 or IPv4-mapped IPv6) lies in one of the networks. */
  allows(address: string): boolean {
    const family = isIP(address);
    if (family === 0) return false;
    return this.#networks.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/** A peer address as people write it: `::ffff:10.1.2.3` becomes `10.1.2.3`. */
export function plainAddress(address: string | undefined): string {
  if (!address) return '';
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
