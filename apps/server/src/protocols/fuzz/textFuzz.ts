import { QueclinkTracker } from '../../simulator/devices/QueclinkTracker';
import {
  Gps103Tracker,
  MeitrackTracker,
  SuntechTracker,
  Tk103Tracker,
} from '../../simulator/devices/textTrackers';
import { sampleRecord } from '../../simulator/test/fixtures';
import { GPS103_CORPUS } from '../gps103/gps103Corpus';
import { MEITRACK_CORPUS } from '../meitrack/meitrackCorpus';
import { QUECLINK_COMPRESSED_REPORT, QUECLINK_CORPUS } from '../queclink/queclinkCorpus';
import { SUNTECH_CORPUS } from '../suntech/suntechCorpus';
import { TK103_CORPUS } from '../tk103/tk103Corpus';
import type { TextProtocolName } from '../types';
import { simulatorFrames, type TcpFuzzSeeds } from './fuzzSeeds';

/** A short drive with each alarm, as the simulated trackers report it. */
const DRIVE = [
  sampleRecord(),
  sampleRecord({ speedKmh: 0, ignition: false, reason: 'ignition' }),
  sampleRecord({ alarm: 'sos', reason: 'alarm', latitude: -33.8688, longitude: 151.2093 }),
  sampleRecord({ alarm: 'overspeed', reason: 'alarm', speedKmh: 140, longitude: -0.1276 }),
  sampleRecord({ alarm: 'hardBraking', reason: 'alarm', satellites: 0, blocked: true }),
];

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** The text protocols the fuzzer covers. */
export const TEXT_FUZZED_PROTOCOLS: readonly TextProtocolName[] = [
  'gps103',
  'tk103',
  'suntech',
  'meitrack',
  'queclink',
];

/** The most bytes each text session may keep between pushes: its longest sentence. */
export const TEXT_MAX_BUFFERED: Readonly<Record<TextProtocolName, number>> = {
  gps103: 2_048,
  tk103: 2_048,
  suntech: 2_048,
  meitrack: 8_192,
  queclink: 4_096,
};

/** The delimiter a repaired sentence ends with. */
const SENTENCE_END: Readonly<Record<TextProtocolName, string>> = {
  gps103: ';',
  tk103: ')',
  suntech: '\r',
  meitrack: '*00\r\n',
  queclink: '$',
};

/** The corpus sentences of each text protocol: logins first, then the rest. */
export function textFuzzSeeds(): Record<TextProtocolName, TcpFuzzSeeds> {
  return {
    gps103: {
      logins: [latin1('##,imei:359586015829802,A;'), latin1('359586015829802;')],
      frames: [
        ...GPS103_CORPUS.map((frame) => latin1(frame.text)),
        ...simulatorFrames(new Gps103Tracker('359586015829802'), DRIVE),
      ],
    },
    tk103: {
      logins: [
        latin1('(027044702512BP00027044702512HSO01A4)'),
        latin1('(352606090042050,BP05,240414,A,4527.3513N,00909.9758E,4.80,112825,155.49)'),
      ],
      frames: [
        ...TK103_CORPUS.map((frame) => latin1(frame.text)),
        ...simulatorFrames(new Tk103Tracker('027044702512'), DRIVE),
      ],
    },
    suntech: {
      logins: [latin1('SA200ALV;317652\r'), latin1('ST300ALV;205173382\r')],
      frames: [
        ...SUNTECH_CORPUS.map((frame) => latin1(frame.text)),
        ...simulatorFrames(new SuntechTracker('317652'), DRIVE),
      ],
    },
    meitrack: {
      logins: [latin1('$$D28,353358017784062,D03,OK*F3\r\n')],
      frames: [
        ...MEITRACK_CORPUS.map((frame) => latin1(frame.text)),
        ...simulatorFrames(new MeitrackTracker('353358017784062'), DRIVE),
      ],
    },
    queclink: {
      logins: [
        latin1('+ACK:GTHBD,060228,862894020180553,,20100214093254,11F0$'),
        latin1(
          '+RESP:GTINF,1A0800,860599000773978,GL300,41,89701016426133851978,17,0,1,26.6,,3.90,1,1,0,0,0,20161003184043,69,1,44,,,20161004040811,022C$',
        ),
      ],
      frames: [
        ...QUECLINK_CORPUS.map((frame) => latin1(frame.text)),
        Buffer.from(QUECLINK_COMPRESSED_REPORT, 'hex'),
        ...simulatorFrames(new QueclinkTracker('862894020180553'), DRIVE),
      ],
    },
  };
}

/** A mutated sentence made whole again: cut to its protocol's length and ended with its delimiter. */
export function repairSentence(protocol: TextProtocolName, frame: Buffer): Buffer {
  const limit = TEXT_MAX_BUFFERED[protocol] - 1;
  return Buffer.concat([frame.subarray(0, limit), latin1(SENTENCE_END[protocol])]);
}
