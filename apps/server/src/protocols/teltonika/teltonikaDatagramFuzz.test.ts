import { describe, expect, it } from 'vitest';
import { FrameMutator } from '../fuzz/FrameMutator';
import { messageProblem } from '../fuzz/fuzzDecoders';
import { ProtocolError } from '../ProtocolError';
import { decodeTeltonikaDatagram } from './datagram';
import { TELTONIKA_CORPUS } from './teltonikaCorpus';

/** Mutated datagrams decoded per run: FUZZ_FRAMES / 4 (the share of one protocol), or 30,000. */
const DATAGRAMS = Math.ceil(Number(process.env.FUZZ_FRAMES ?? 120_000) / 4);

/** Sets the datagram's length field to its size, so mutations reach the records as often as the header. */
function repairLength(datagram: Buffer): Buffer {
  if (datagram.length < 2) return datagram;
  const repaired = Buffer.from(datagram);
  repaired.writeUInt16BE(Math.min(0xffff, repaired.length - 2), 0);
  return repaired;
}

describe('Teltonika datagram fuzzing', () => {
  it(`decodes ${DATAGRAMS} mutated real datagrams with a fixed seed: only ProtocolErrors, storable messages, acks only for records`, () => {
    const seeds = TELTONIKA_CORPUS.filter((frame) => frame.transport === 'udp').map((frame) =>
      Buffer.from(frame.hex, 'hex'),
    );
    // The TCP packets' data fields give the mutations other codecs and layouts to splice in.
    const others = [
      ...seeds,
      ...TELTONIKA_CORPUS.filter((frame) => frame.transport === 'tcp').map((frame) =>
        Buffer.from(frame.hex, 'hex').subarray(8),
      ),
    ];
    const mutator = new FrameMutator(14, 'fuzz', 'teltonika-udp');
    const problems = new Map<string, string>();
    let refused = 0;
    let messages = 0;
    for (let i = 0; i < DATAGRAMS; i++) {
      const mutated = mutator.bytes(mutator.random.pick(seeds), others);
      const datagram = mutator.random.chance(0.5) ? repairLength(mutated) : mutated;
      try {
        const decoded = decodeTeltonikaDatagram(datagram);
        messages += decoded.messages.length;
        for (const message of decoded.messages) {
          const problem = messageProblem(message);
          if (problem) problems.set(problem, datagram.toString('hex'));
        }
        if (decoded.ack && (decoded.ack.length !== 7 || decoded.unknownCodec !== undefined)) {
          problems.set('acknowledged what it should not', datagram.toString('hex'));
        }
      } catch (error) {
        if (error instanceof ProtocolError) refused++;
        else problems.set(`threw ${String(error)}`, datagram.toString('hex'));
      }
    }
    expect(Object.fromEntries(problems)).toEqual({});
    // The mutations reach both sides: datagrams refused, and datagrams decoded into positions.
    expect(refused).toBeGreaterThan(0);
    expect(messages).toBeGreaterThan(DATAGRAMS / 10);
  });
});
