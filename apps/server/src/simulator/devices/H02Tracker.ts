import type { TrackerRecord, VehicleSnapshot } from '../types';
import { answerQuery } from './answerQuery';
import { buildH02Heartbeat, buildH02Location, buildH02Reply, h02Time } from './h02Frames';
import type { ReceivedCommand, ServerInstruction, TcpTrackerProtocol } from './TrackerProtocol';

/** Server text longer than this without a `#` is skipped. */
const MAX_SENTENCE = 1024;
/** What the tracker answers to an S20 engine command. */
export const H02_ENGINE_REPLY = 'DONE';

/**
 * An H02 tracker: identifies itself with a heartbeat (`HTBT`, echoed by the server), reports V1
 * sentences one at a time (each answered `V4,V1`), and answers `S20` engine commands
 * (`…,S20,<time>,1,1#` cuts the engine, `…,1,0#` releases it) and other text with V4 replies.
 */
export class H02Tracker implements TcpTrackerProtocol {
  readonly name = 'h02' as const;
  readonly maxRecordsPerFrame = 1;
  readonly #id: string;
  #awaitingHello = false;
  #unread = '';

  constructor(id: string) {
    this.#id = id;
  }

  hello(snapshot: VehicleSnapshot): Buffer {
    this.#unread = '';
    this.#awaitingHello = true;
    return Buffer.from(buildH02Heartbeat(this.#id, snapshot.batteryLevel), 'latin1');
  }

  records(records: readonly TrackerRecord[]): Buffer {
    const [record] = records;
    if (!record) throw new RangeError('an H02 sentence carries one record');
    return Buffer.from(buildH02Location(this.#id, record, record.alarm), 'latin1');
  }

  status(snapshot: VehicleSnapshot): Buffer {
    return Buffer.from(buildH02Heartbeat(this.#id, snapshot.batteryLevel), 'latin1');
  }

  reply(command: ReceivedCommand, snapshot: VehicleSnapshot): Buffer {
    const fields = command.text.replace(/^\*|#$/g, '').split(',');
    const h02 = command.text.startsWith('*') && fields.length >= 3;
    const name = h02 ? (fields[2] ?? '') : command.text.replace(/#$/, '');
    const commandTime =
      h02 && /^\d{6}$/.test(fields[3] ?? '') ? (fields[3] as string) : h02Time(snapshot.time);
    const result = command.engine ? H02_ENGINE_REPLY : answerQuery(name, snapshot).replace(/,/g, ';');
    return Buffer.from(buildH02Reply(this.#id, name, result, commandTime, snapshot), 'latin1');
  }

  read(chunk: Buffer): ServerInstruction[] {
    this.#unread += chunk.toString('latin1');
    const instructions: ServerInstruction[] = [];
    for (;;) {
      const end = this.#unread.indexOf('#');
      if (end < 0) {
        if (this.#unread.length > MAX_SENTENCE) this.#unread = '';
        break;
      }
      const sentence = this.#unread.slice(0, end + 1).trim();
      this.#unread = this.#unread.slice(end + 1);
      const instruction = this.#readSentence(sentence);
      if (instruction) instructions.push(instruction);
    }
    return instructions;
  }

  #readSentence(sentence: string): ServerInstruction | undefined {
    if (sentence === '' || sentence === '#') return undefined;
    if (!sentence.startsWith('*')) return { kind: 'command', command: { text: sentence } };
    const fields = sentence.slice(1, -1).split(',');
    const type = fields[2] ?? '';
    if (type === 'V4' && fields[3] === 'V1') return { kind: 'recordsAcknowledged', count: 1 };
    if (type === 'HTBT' || type === 'V0') {
      if (!this.#awaitingHello) return { kind: 'acknowledged' };
      this.#awaitingHello = false;
      return { kind: 'helloAccepted' };
    }
    const command: ReceivedCommand = { text: sentence };
    if (type === 'S20' && fields[4] === '1') {
      if (fields[5] === '1') command.engine = 'lock';
      else if (fields[5] === '0') command.engine = 'unlock';
    }
    return { kind: 'command', command };
  }
}
