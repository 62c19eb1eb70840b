import { Gt06Decoder, type Gt06Options } from './gt06/decoder';
import { H02Decoder, type H02Options } from './h02/decoder';
import { HuabaoDecoder, type HuabaoOptions } from './huabao/decoder';
import { OsmAndSession } from './osmand/OsmAndSession';
import { RuptelaDecoder, type RuptelaOptions } from './ruptela/decoder';
import { TeltonikaDecoder, type TeltonikaOptions } from './teltonika/decoder';
import { TEXT_PROTOCOLS, type TextProtocolOptions } from './textProtocols';
import type { ProtocolName, SessionOptions, TcpProtocolSession } from './types';
import { WialonDecoder, type WialonOptions } from './wialon/decoder';

/** Options a session may take; each protocol reads its own and ignores the rest. */
export type ProtocolSessionOptions = SessionOptions &
  Gt06Options &
  H02Options &
  TeltonikaOptions &
  // JT/T 808, Wialon IPS, Ruptela.
  HuabaoOptions &
  WialonOptions &
  RuptelaOptions &
  TextProtocolOptions;

/** A protocol spoken over TCP: one session per connection. */
export interface TcpProtocolDefinition {
  name: Exclude<ProtocolName, 'osmand'>;
  /** Traccar's default port, so devices set up for Traccar work unchanged. */
  port: number;
  transport: 'tcp';
  /** A fresh session for a new connection. */
  createSession(options?: ProtocolSessionOptions): TcpProtocolSession;
}

/** A protocol spoken over HTTP: one session serves every request. */
export interface HttpProtocolDefinition {
  name: 'osmand';
  port: number;
  transport: 'http';
  createSession(options?: SessionOptions): OsmAndSession;
}

/** A protocol the gateway listens for. */
export type ProtocolDefinition = TcpProtocolDefinition | HttpProtocolDefinition;

/**
 * Every protocol with Traccar's default port: OsmAnd 5055 (HTTP), GT06 5023, Teltonika 5027 and
 * H02 5013 (TCP).
 * @example for (const protocol of PROTOCOLS) if (protocol.transport === 'tcp') listen(protocol.port, protocol.createSession);
 */
export const PROTOCOLS: readonly ProtocolDefinition[] = [
  { name: 'osmand', port: 5055, transport: 'http', createSession: (options) => new OsmAndSession(options) },
  { name: 'gt06', port: 5023, transport: 'tcp', createSession: (options) => new Gt06Decoder(options) },
  {
    name: 'teltonika',
    port: 5027,
    transport: 'tcp',
    createSession: (options) => new TeltonikaDecoder(options),
  },
  { name: 'h02', port: 5013, transport: 'tcp', createSession: (options) => new H02Decoder(options) },
  // JT/T 808, Wialon IPS, Ruptela, Queclink GL200.
  { name: 'huabao', port: 5015, transport: 'tcp', createSession: (options) => new HuabaoDecoder(options) },
  { name: 'wialon', port: 5039, transport: 'tcp', createSession: (options) => new WialonDecoder(options) },
  { name: 'ruptela', port: 5046, transport: 'tcp', createSession: (options) => new RuptelaDecoder(options) },
  ...TEXT_PROTOCOLS,
];

/** The definition of `name`. */
export function findProtocol(name: ProtocolName): ProtocolDefinition {
  const protocol = PROTOCOLS.find((candidate) => candidate.name === name);
  if (!protocol) throw new Error(`unknown protocol ${name}`);
  return protocol;
}
