// Device protocols: decoders, encoders and the registry the gateway listens with. See README.md.
export type { AlarmName } from './alarms';
export { ALARMS } from './alarms';
export { CRC16_ARC, CRC16_KERMIT, CRC16_X25, Crc16, type Crc16Parameters } from './checksum/crc16';
// The text protocols (GPS103, TK103, Suntech, Meitrack).
export { Gps103Decoder } from './gps103/decoder';
export { encodeGps103Command, type Gps103CommandTarget } from './gps103/encoder';
export { Gt06Decoder, type Gt06Options } from './gt06/decoder';
export { encodeGt06Command, type Gt06CommandTarget } from './gt06/encoder';
export { type H02BinaryFrameLength, H02Decoder, type H02Options } from './h02/decoder';
export { encodeH02Command, type H02CommandTarget } from './h02/encoder';
// JT/T 808, Wialon IPS, Ruptela, Queclink GL200.
export { HuabaoDecoder, type HuabaoOptions } from './huabao/decoder';
export { encodeHuabaoCommand, type HuabaoCommandTarget } from './huabao/encoder';
export { MeitrackDecoder } from './meitrack/decoder';
export { encodeMeitrackCommand, type MeitrackCommandTarget } from './meitrack/encoder';
export {
  decodeOsmAndJson,
  decodeOsmAndQuery,
  type OsmAndDecodeOptions,
  type OsmAndError,
  type OsmAndErrorCode,
  type OsmAndFailure,
  type OsmAndResult,
  parseOsmAndTimestamp,
} from './osmand/decoder';
export { encodeOsmAndCommand } from './osmand/encoder';
export { type OsmAndRequest, OsmAndSession } from './osmand/OsmAndSession';
export { ProtocolError, type ProtocolErrorCode } from './ProtocolError';
export {
  findProtocol,
  type HttpProtocolDefinition,
  PROTOCOLS,
  type ProtocolDefinition,
  type ProtocolSessionOptions,
  type TcpProtocolDefinition,
} from './protocolRegistry';
export { QueclinkDecoder } from './queclink/decoder';
export { encodeQueclinkCommand, type QueclinkCommandTarget } from './queclink/encoder';
export { resolveEngineCommand } from './resolveEngineCommand';
export { RuptelaDecoder, type RuptelaOptions } from './ruptela/decoder';
export { encodeRuptelaCommand } from './ruptela/encoder';
export { SuntechDecoder } from './suntech/decoder';
export { encodeSuntechCommand, type SuntechCommandTarget } from './suntech/encoder';
export { TextFrameSession, type TextSessionOptions, type UnknownTypeReport } from './TextFrameSession';
export { decodeTeltonikaDatagram, type TeltonikaDatagram } from './teltonika/datagram';
export { TeltonikaDecoder, type TeltonikaOptions, type TeltonikaUnknownCodec } from './teltonika/decoder';
export { encodeTeltonikaCommand } from './teltonika/encoder';
export { TEXT_PROTOCOLS, type TextProtocolOptions } from './textProtocols';
export { Tk103Decoder } from './tk103/decoder';
export { encodeTk103Command, type Tk103CommandTarget } from './tk103/encoder';
export type {
  CommandResultMessage,
  DecodedAttributes,
  DecodedFrame,
  DecodedMessage,
  DecodedPosition,
  DeviceCommand,
  HeartbeatMessage,
  LoginMessage,
  MediaMessage,
  MediaRefusal,
  ProtocolName,
  SessionOptions,
  TcpProtocolSession,
  TextProtocolName,
  UnknownMessageTypeReport,
} from './types';
export { WialonDecoder, type WialonOptions } from './wialon/decoder';
export { encodeWialonCommand } from './wialon/encoder';
