import { Gps103Decoder } from './gps103/decoder';
import { MeitrackDecoder } from './meitrack/decoder';
import type { TcpProtocolDefinition } from './protocolRegistry';
import { QueclinkDecoder } from './queclink/decoder';
import { SuntechDecoder } from './suntech/decoder';
import type { TextSessionOptions } from './TextFrameSession';
import { Tk103Decoder } from './tk103/decoder';

/** Options the text protocols' sessions read. */
export type TextProtocolOptions = TextSessionOptions;

/**
 * The text protocols on Traccar's default ports, so devices set up for a Traccar server work
 * unchanged: GPS103/Coban 5001, TK103 5002, Queclink GL200 family 5004, Suntech 5011, Meitrack 5020.
 */
export const TEXT_PROTOCOLS: readonly TcpProtocolDefinition[] = [
  { name: 'gps103', port: 5001, transport: 'tcp', createSession: (options) => new Gps103Decoder(options) },
  { name: 'tk103', port: 5002, transport: 'tcp', createSession: (options) => new Tk103Decoder(options) },
  {
    name: 'queclink',
    port: 5004,
    transport: 'tcp',
    createSession: (options) => new QueclinkDecoder(options),
  },
  { name: 'suntech', port: 5011, transport: 'tcp', createSession: (options) => new SuntechDecoder(options) },
  {
    name: 'meitrack',
    port: 5020,
    transport: 'tcp',
    createSession: (options) => new MeitrackDecoder(options),
  },
];
