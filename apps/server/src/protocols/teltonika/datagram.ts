import { ProtocolError } from '../ProtocolError';
import { storableFrames } from '../storableMessage';
import type { DecodedMessage } from '../types';
import { MAX_IMEI_LENGTH } from './decoder';
import { decodeTeltonikaData } from './decodeTeltonikaData';

/** Length, packet id, packet type, AVL packet id and IMEI length before the IMEI. */
const UDP_HEADER = 8;

/** One Teltonika UDP datagram, decoded. */
export interface TeltonikaDatagram {
  /** The IMEI every datagram carries (UDP has no handshake). */
  uniqueId: string;
  /** The transport packet id (the device's counter of datagrams). */
  packetId: number;
  /** The AVL packet id, which the acknowledgement repeats. */
  avlPacketId: number;
  /** Positions or command responses, each with the IMEI. */
  messages: DecodedMessage[];
  /** What to send back once the messages are stored; none for responses and unknown codecs. */
  ack?: Buffer;
  /** The codec, when this server does not read it (the datagram is not answered). */
  unknownCodec?: number;
}

/**
 * Decodes one Teltonika UDP datagram, Traccar port 5027 (UDP):
 * `<length 2> <packet id 2> <packet type 1> <AVL packet id 1> <IMEI length 2> <IMEI>
 * <codec> <count> <records> <count>`, where length counts the bytes after itself and no CRC
 * follows. The records read as over TCP (codecs 7, 8, 8 Extended, 16; responses 12, 13, 14).
 * The answer is Traccar's: `0005 0000 01 <AVL packet id> <records accepted>`; the device sends
 * the datagram again until it gets it.
 * @example decodeTeltonikaDatagram(Buffer.from('003dcafe0105000f3335323039333038363430333635350801…', 'hex'))
 * @throws {ProtocolError} when the datagram is not a Teltonika AVL datagram or its records are
 * not what its codec says.
 */
export function decodeTeltonikaDatagram(datagram: Buffer): TeltonikaDatagram {
  if (datagram.length < UDP_HEADER) {
    throw new ProtocolError('teltonika', 'badLength', `datagram of ${datagram.length} bytes`);
  }
  const length = datagram.readUInt16BE(0);
  if (length + 2 > datagram.length || length < UDP_HEADER - 2) {
    throw new ProtocolError(
      'teltonika',
      'badLength',
      `length ${length} in a datagram of ${datagram.length} bytes`,
    );
  }
  const end = length + 2;
  const packetId = datagram.readUInt16BE(2);
  const avlPacketId = datagram.readUInt8(5);
  const imeiLength = datagram.readUInt16BE(6);
  if (imeiLength === 0 || imeiLength > MAX_IMEI_LENGTH || UDP_HEADER + imeiLength + 3 > end) {
    throw new ProtocolError('teltonika', 'badLength', `identifier of ${imeiLength} bytes`);
  }
  const uniqueId = datagram.toString('latin1', UDP_HEADER, UDP_HEADER + imeiLength);
  if (!/^[0-9A-Za-z]+$/.test(uniqueId)) {
    throw new ProtocolError('teltonika', 'malformedFrame', 'identifier is not alphanumeric');
  }
  const decoded = decodeTeltonikaData(datagram, UDP_HEADER + imeiLength, end, uniqueId);
  if (decoded.kind === 'unknownCodec') {
    return { uniqueId, packetId, avlPacketId, messages: [], unknownCodec: decoded.codec };
  }
  const [frame] = storableFrames([{ messages: decoded.messages }]);
  const messages = frame?.messages ?? [];
  if (decoded.kind === 'responses') return { uniqueId, packetId, avlPacketId, messages };
  return { uniqueId, packetId, avlPacketId, messages, ack: udpAck(avlPacketId, decoded.count) };
}

/** Traccar's UDP answer: length 5, packet id 0, type 1, the AVL packet id, the records accepted. */
export function udpAck(avlPacketId: number, count: number): Buffer {
  return Buffer.from([0x00, 0x05, 0x00, 0x00, 0x01, avlPacketId & 0xff, count & 0xff]);
}
