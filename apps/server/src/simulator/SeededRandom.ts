/**
 * Hashes the parts of a seed (numbers and text) to a 32-bit state, so every vehicle, and every part
 * of a vehicle, draws from its own stream: `new SeededRandom(1, 'model', imei)`.
 */
function hashSeed(parts: readonly (number | string)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A small deterministic pseudo-random generator (mulberry32). The same seed parts give the same
 * sequence on every machine, so a simulated run can be replayed exactly.
 * @example
 * const random = new SeededRandom(1, 'model', '353419036066061');
 * random.between(15, 45); // the same number every run
 */
export class SeededRandom {
  #state: number;

  constructor(...seed: (number | string)[]) {
    this.#state = hashSeed(seed);
  }

  /** A number in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability (0..1). */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One of `items`, each as likely. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick needs at least one item');
    return item;
  }
}
