import type { ProtocolName } from '../../protocols/index';
import type { TrackerRecord, VehicleSnapshot } from '../types';
import type { ReceivedCommand, ServerInstruction, TcpTrackerProtocol } from './TrackerProtocol';

/** Server text kept while waiting for the end of a sentence; more is dropped. */
const MAX_UNREAD = 4096;

/** What the next server sentence is: how many characters it takes, and what it means. */
export interface ServerSentence {
  length: number;
  instruction?: ServerInstruction;
}

/** Two digits. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** The UTC date parts of `time`. */
export function utcParts(time: number): {
  year: number;
  month: string;
  day: string;
  hours: string;
  minutes: string;
  seconds: string;
} {
  const date = new Date(time);
  return {
    year: date.getUTCFullYear(),
    month: pad2(date.getUTCMonth() + 1),
    day: pad2(date.getUTCDate()),
    hours: pad2(date.getUTCHours()),
    minutes: pad2(date.getUTCMinutes()),
    seconds: pad2(date.getUTCSeconds()),
  };
}

/** Degrees as unsigned `(d)ddmm.mmmm` with `degreeDigits` digits of degrees. */
export function degreesMinutesText(degrees: number, degreeDigits: number): string {
  const tenThousandths = Math.round(Math.abs(degrees) * 60 * 10_000);
  const whole = Math.floor(tenThousandths / 600_000);
  const minutes = (tenThousandths % 600_000) / 10_000;
  return String(whole).padStart(degreeDigits, '0') + minutes.toFixed(4).padStart(7, '0');
}

/**
 * The device side of a text protocol: one report per frame, the server's text read sentence by
 * sentence. A subclass builds the frames and says what each server sentence means.
 */
export abstract class TextTracker implements TcpTrackerProtocol {
  abstract readonly name: Exclude<ProtocolName, 'osmand'>;
  readonly maxRecordsPerFrame: number = 1;
  readonly helloAnswered: boolean = true;
  readonly recordsAnswered: boolean = true;
  protected readonly id: string;
  /** Set by `hello()` until the server accepts the identification. */
  protected awaitingHello = false;
  #unread = '';

  constructor(id: string) {
    this.id = id;
  }

  protected abstract helloText(snapshot: VehicleSnapshot): string | undefined;
  protected abstract recordText(record: TrackerRecord): string;
  protected abstract statusText(snapshot: VehicleSnapshot): string | undefined;
  protected abstract replyText(command: ReceivedCommand, snapshot: VehicleSnapshot): string | undefined;
  /** The first sentence of `unread`, or null when it is not complete yet. */
  protected abstract nextSentence(unread: string): ServerSentence | null;

  hello(snapshot: VehicleSnapshot): Buffer | undefined {
    this.#unread = '';
    this.awaitingHello = true;
    const text = this.helloText(snapshot);
    return text === undefined ? undefined : Buffer.from(text, 'latin1');
  }

  records(records: readonly TrackerRecord[]): Buffer {
    const [record] = records;
    if (!record) throw new RangeError(`a ${this.name} report carries one record`);
    return Buffer.from(this.recordText(record), 'latin1');
  }

  status(snapshot: VehicleSnapshot): Buffer | undefined {
    const text = this.statusText(snapshot);
    return text === undefined ? undefined : Buffer.from(text, 'latin1');
  }

  reply(command: ReceivedCommand, snapshot: VehicleSnapshot): Buffer | undefined {
    const text = this.replyText(command, snapshot);
    return text === undefined ? undefined : Buffer.from(text, 'latin1');
  }

  read(chunk: Buffer): ServerInstruction[] {
    this.#unread += chunk.toString('latin1');
    const instructions: ServerInstruction[] = [];
    for (;;) {
      const sentence = this.#unread === '' ? null : this.nextSentence(this.#unread);
      if (sentence === null) {
        if (this.#unread.length > MAX_UNREAD) this.#unread = '';
        break;
      }
      this.#unread = this.#unread.slice(Math.max(1, sentence.length));
      if (sentence.instruction) instructions.push(sentence.instruction);
    }
    return instructions;
  }

  /** The answer to the identification, or a plain acknowledgement once accepted. */
  protected accepted(): ServerInstruction {
    if (!this.awaitingHello) return { kind: 'acknowledged' };
    this.awaitingHello = false;
    return { kind: 'helloAccepted' };
  }
}

/** A command sentence, with the engine action its text means. */
export function command(text: string, engine?: 'lock' | 'unlock'): ServerInstruction {
  return { kind: 'command', command: engine ? { text, engine } : { text } };
}
