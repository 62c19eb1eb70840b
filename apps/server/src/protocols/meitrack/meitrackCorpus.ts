import type { CorpusFrame } from '../textCorpus';

/**
 * Real Meitrack frames with the values each must decode to (see README.md for sources and
 * licences). Each is decoded on a connection identified by `$$D28,353358017784062,D03,OK*F3` first;
 * a frame of another device re-identifies the connection. Frames end with `\r\n`, as the devices send
 * them. Speeds are km/h, as the devices send them.
 */
const line = (text: string) => `${text}\r\n`;
const binary = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

export const MEITRACK_CORPUS: readonly CorpusFrame[] = [
  {
    name: 'D03 photo command answer (identifies the device, nothing stored)',
    text: line('$$D28,353358017784062,D03,OK*F3'),
    expected: null,
    ack: null,
  },
  {
    name: 'AAA with battery and power in volts',
    text: line(
      '$$D149,867047043162018,AAA,35,-1.264865,36.800705,211001105240,A,9,20,41.0,323,1,1697,1,0,000|00||,0000,4.33|12.96|1.92|2.72|2.69,0.000000|0|0.000000,*E1',
    ),
    expected: {
      kind: 'position',
      fixTime: '2021-10-01T10:52:40.000Z',
      valid: true,
      latitude: -1.264865,
      longitude: 36.800705,
      altitude: 1697,
      speedKmh: 41,
      course: 323,
      attributes: {
        event: 35,
        sat: 9,
        hdop: 1,
        odometer: 1,
        battery: 4.33,
        power: 12.96,
        network: undefined,
        alarm: undefined,
      },
    },
    ack: null,
  },
  {
    name: 'AAA without a fix, input 8, hex analog readings',
    text: line(
      '$$F153,867144025101013,AAA,35,25.219431,55.279918,200916155923,V,0,25,0,0,0.0,0,249701532,98374503,424|2|101C|A3AE,0800,0000|0000|0000|02D3|0103,00000011,*A0',
    ),
    expected: {
      kind: 'position',
      fixTime: '2020-09-16T15:59:23.000Z',
      valid: false,
      latitude: 25.219431,
      longitude: 55.279918,
      attributes: {
        input: 8,
        output: 0,
        odometer: 249701532,
        runtime: '98374503',
        adc4: 0x2d3,
        adc5: 0x103,
        battery: undefined,
        network: { cellTowers: [{ mcc: 424, mnc: 2, lac: 0x101c, cid: 0xa3ae, rssi: 25 }] },
      },
    },
  },
  {
    name: 'AAA with a long cell id and a fuel field',
    text: line(
      '$$O160,863835028611502,AAA,35,7.887840,98.375193,200202020238,A,12,4,0,279,0.6,45,32121,442492,520|3|12DF|015273E2,0000,0000|0000|0000|018D|04F0,00000001,,1,0000*F3',
    ),
    expected: {
      kind: 'position',
      fixTime: '2020-02-02T02:02:38.000Z',
      latitude: 7.88784,
      longitude: 98.375193,
      course: 279,
      altitude: 45,
      attributes: {
        hdop: 0.6,
        fuel: 0,
        eventData: '00000001',
        network: { cellTowers: [{ mcc: 520, mnc: 3, lac: 0x12df, cid: 0x015273e2, rssi: 4 }] },
      },
    },
  },
  {
    name: 'AAA event 109 with extended fields',
    text: line(
      '$$^182,864507031245110,AAA,109,13.844553,100.644360,171227173141,A,11,19,0,359,0.8,8,15075,934591,520|4|0643|07D20555,8400,0000|0000|0000|018D|04CB,,,108,0000,,6,0,,,,,10|171227173100*7C',
    ),
    expected: {
      kind: 'position',
      fixTime: '2017-12-27T17:31:41.000Z',
      latitude: 13.844553,
      longitude: 100.64436,
      course: 359,
      attributes: { event: 109, input: 0x84, sat: 11, odometer: 15075 },
    },
  },
  {
    name: 'AAA event 109 with taximeter fields',
    text: line(
      '$$S214,864507031219974,AAA,109,13.844643,100.644395,171207021520,A,10,28,0,31,0.8,6,390,421327,520|0|0016|000F2DB0,8400,0000|0000|0000|018D|04C6,,,108,0000,,6,0,,,,,11|171207091500|171207091500|78|3500|000000|000003*12',
    ),
    expected: {
      kind: 'position',
      fixTime: '2017-12-07T02:15:20.000Z',
      latitude: 13.844643,
      longitude: 100.644395,
      course: 31,
    },
  },
  {
    name: 'AAA moving at 68 km/h with temperature probes',
    text: line(
      '$$V177,863835026871173,AAA,35,34.516428,10.470160,170915154043,A,9,12,68,74,0.9,9,1988259,525882,605|2|008C|0007B5A6,0200,0003|0000|0000|01A6|0571,00000001,,3,0000,010A92,360,511*74',
    ),
    expected: {
      kind: 'position',
      fixTime: '2017-09-15T15:40:43.000Z',
      latitude: 34.516428,
      longitude: 10.47016,
      speedKmh: 68,
      course: 74,
      attributes: {
        input: 2,
        odometer: 1988259,
        network: { cellTowers: [{ mcc: 605, mnc: 2, lac: 0x8c, cid: 0x7b5a6, rssi: 12 }] },
      },
    },
  },
  {
    name: 'AAA with a wrong checksum, decoded all the same',
    text: line(
      '$$V177,863835026871173,AAA,35,34.516428,10.470160,170915154043,A,9,12,68,74,0.9,9,1988259,525882,605|2|008C|0007B5A6,0200,0003|0000|0000|01A6|0571,00000001,,3,0000,06FB2E,360,511*74',
    ),
    expected: { kind: 'position', fixTime: '2017-09-15T15:40:43.000Z', speedKmh: 68 },
  },
  {
    name: 'AAA event 29 without a fix, sparse analog readings',
    text: line(
      '$$B136,011691002364761,AAA,29,47.055220,28.893193,170914144240,V,0,7,0,0,0,132,129754946,129793197,259|2|02F8|413F,0000,000D|000C||028C|,*9E',
    ),
    expected: {
      kind: 'position',
      fixTime: '2017-09-14T14:42:40.000Z',
      valid: false,
      latitude: 47.05522,
      longitude: 28.893193,
      altitude: 132,
      attributes: { event: 29, adc1: 13, adc2: 12, adc3: undefined, adc4: 0x28c },
    },
  },
  {
    name: 'AAA without a cell',
    text: line(
      '$$F153,863835026880190,AAA,29,25.313160,55.422473,170628150902,V,0,0,0,0,0.0,0,6553,6697,0|0|0000|00000000,0000,0002|0000|0000|018B|0000,,,3,0000,,110,386*22',
    ),
    expected: {
      kind: 'position',
      fixTime: '2017-06-28T15:09:02.000Z',
      valid: false,
      attributes: { network: undefined, odometer: 6553 },
    },
  },
  {
    name: 'AAA event 1: SOS',
    text: line(
      '$$T143,869013024733944,AAA,1,18.459575,-69.947161,170220142912,A,5,15,10,300,1.6,115,3989,187884,370|2|5337|2B2C,0100,0000|0000|0000|0964|0B04,,*C2',
    ),
    expected: {
      kind: 'position',
      fixTime: '2017-02-20T14:29:12.000Z',
      latitude: 18.459575,
      longitude: -69.947161,
      speedKmh: 10,
      course: 300,
      altitude: 115,
      attributes: { alarm: 'sos', event: 1, input: 1, hdop: 1.6, sat: 5 },
    },
  },
  {
    name: 'AAA event 3 with a temperature field',
    text: line(
      '$$K157,866771027160687,AAA,3,37.040231,10.042391,160412151656,A,10,11,0,48,0.8,21,1035518,774980,605|2|0010|307B,0400,0000|0000|0000|0A47|03E3,,,1,0000,001206*2C',
    ),
    expected: {
      kind: 'position',
      fixTime: '2016-04-12T15:16:56.000Z',
      course: 48,
      attributes: { event: 3, input: 4, fuel: 0, alarm: undefined },
    },
  },
  {
    name: 'AAA of a 14-digit id whose length field is off by one (cut at *XX)',
    text: line(
      '$$A158,79007001520234,AAA,35,40.996370,-8.575065,150730184834,A,8,24,0,1,1.3,173,32573389,31405012,268|3|2BC0|250B,2000,|||0A2D|0000,00000001,,50,,,,,,,,,,,,,*4A',
    ),
    expected: {
      kind: 'position',
      fixTime: '2015-07-30T18:48:34.000Z',
      valid: true,
      latitude: 40.99637,
      longitude: -8.575065,
      attributes: {
        input: 0x20,
        adc4: 0xa2d,
        network: { cellTowers: [{ mcc: 268, mnc: 3, lac: 0x2bc0, cid: 0x250b, rssi: 24 }] },
      },
    },
  },
  {
    name: 'AAA with a fuel level',
    text: line(
      '$$G145,862106024274815,AAA,35,-1.287125,36.906061,150530054639,A,10,13,12,67,0.8,1621,38359791,42330881,639|2|FB2|2F3,0000,3|0|0|A58|432,,,1,0009,*26',
    ),
    expected: {
      kind: 'position',
      fixTime: '2015-05-30T05:46:39.000Z',
      latitude: -1.287125,
      longitude: 36.906061,
      speedKmh: 12,
      course: 67,
      attributes: {
        fuel: 0.09,
        network: { cellTowers: [{ mcc: 639, mnc: 2, lac: 0xfb2, cid: 0x2f3, rssi: 13 }] },
      },
    },
  },
  {
    name: 'AAA event 37: RFID driver card',
    text: line(
      '$$I152,013949004569813,AAA,37,54.739468,25.273648,150208173414,A,5,24,0,73,1.5,165,74,3381,246|1|0065|118A,0000,0003|0003|0000|08D4|0002,006380DF,,1,0008*7C',
    ),
    expected: {
      kind: 'position',
      fixTime: '2015-02-08T17:34:14.000Z',
      latitude: 54.739468,
      longitude: 25.273648,
      attributes: { event: 37, driverUniqueId: '006380DF', fuel: 0.08, eventData: undefined },
    },
  },
  {
    name: 'AAA with input and output set, length field off by two',
    text: line(
      '$$E141,863071013799553,AAA,35,-1.264521,36.801128,150307132846,A,11,20,0.2,0,5,1767,84045888,36496633,639|02|100E|844,1234,0018|||025D|00CB,*17',
    ),
    expected: {
      kind: 'position',
      fixTime: '2015-03-07T13:28:46.000Z',
      speedKmh: 0.2,
      attributes: { input: 0x12, output: 0x34, hdop: 5 },
    },
  },
  {
    name: 'AAA event 1 (SOS) without a fix',
    text: line(
      '$$m140,013777008931857,AAA,1,54.739580,25.273263,141120144603,V,0,25,0,6,50.0,159,19825,13940,246|1|0065|118A,0100,0000|0000|0000|092A|0001,,*1C',
    ),
    expected: {
      kind: 'position',
      fixTime: '2014-11-20T14:46:03.000Z',
      valid: false,
      attributes: { alarm: 'sos', hdop: 50 },
    },
  },
  {
    name: 'AAA, Brazil',
    text: line(
      '$$X138,862170010187175,AAA,35,-29.960365,-51.655455,130507201625,A,8,9,0,107,0.9,7,169322,126582,724|6|0547|132B,0000,0009|000A||0278|0000,*BE',
    ),
    expected: {
      kind: 'position',
      fixTime: '2013-05-07T20:16:25.000Z',
      latitude: -29.960365,
      longitude: -51.655455,
      altitude: 7,
      course: 107,
    },
  },
  {
    name: 'AAA below sea level',
    text: line(
      '$$X138,862170010187175,AAA,35,-29.960365,-51.655455,130507201625,A,8,9,0,107,0.9,-7,169322,126582,724|6|0547|132B,0000,0009|000A||0278|0000,*BE',
    ),
    expected: { kind: 'position', fixTime: '2013-05-07T20:16:25.000Z', altitude: -7 },
  },
  {
    name: 'AAA, Jakarta',
    text: line(
      '$$]138,012896000475498,AAA,35,-6.138255,106.910545,121205074600,A,5,18,0,0,0,49,3800,24826,510|10|0081|4F4F,0000,0011|0012|0010|0963|0000,,*94',
    ),
    expected: {
      kind: 'position',
      fixTime: '2012-12-05T07:46:00.000Z',
      latitude: -6.138255,
      longitude: 106.910545,
      attributes: { network: { cellTowers: [{ mcc: 510, mnc: 10, lac: 0x81, cid: 0x4f4f, rssi: 18 }] } },
    },
  },
  {
    name: 'AAA, Jakarta two minutes later',
    text: line(
      '$$d138,012896000475498,AAA,35,-6.138255,106.910545,121205074819,A,7,18,0,0,0,49,3800,24965,510|10|0081|4F4F,0000,000D|0010|0012|0963|0000,,*BF',
    ),
    expected: { kind: 'position', fixTime: '2012-12-05T07:48:19.000Z', attributes: { sat: 7 } },
  },
  {
    name: 'AAA, Jakarta with hdop 1',
    text: line(
      '$$j138,012896000475498,AAA,35,-6.138306,106.910655,121205103708,A,3,11,0,0,1,36,4182,35025,510|10|0081|4F4F,0000,000A|000C|000A|0915|0000,,*BF',
    ),
    expected: {
      kind: 'position',
      fixTime: '2012-12-05T10:37:08.000Z',
      latitude: -6.138306,
      altitude: 36,
      attributes: { hdop: 1 },
    },
  },
  {
    name: 'AAA, Sydney',
    text: line(
      '$$m139,012896005334567,AAA,35,-33.866423,151.190060,121208020649,A,7,27,0,32,4,13,6150,49517,505|2|0B67|5A6C,0000,0000|0000|0000|0977|0000,,*F1',
    ),
    expected: {
      kind: 'position',
      fixTime: '2012-12-08T02:06:49.000Z',
      latitude: -33.866423,
      longitude: 151.19006,
      course: 32,
    },
  },
  {
    name: 'AAA, Sydney the next day',
    text: line(
      '$$A141,012896005334567,AAA,35,-33.866543,151.190148,121209081758,A,6,27,0,16,1,48,65551,152784,505|2|0B5F|D9D3,0000,0000|0000|0000|0A39|0000,,*5B',
    ),
    expected: {
      kind: 'position',
      fixTime: '2012-12-09T08:17:58.000Z',
      latitude: -33.866543,
      attributes: { odometer: 65551 },
    },
  },
  {
    name: 'AAA event 34 without a fix, three-digit network code',
    text: line(
      '$$_128,861074020109479,AAA,34,22.512618,114.057065,090215000318,V,0,31,0,0,0,0,0,733,302|720|3EE4|BBB5,0000,0006|0006||028C|0000,*E3',
    ),
    expected: {
      kind: 'position',
      fixTime: '2009-02-15T00:03:18.000Z',
      valid: false,
      attributes: {
        event: 34,
        network: { cellTowers: [{ mcc: 302, mnc: 720, lac: 0x3ee4, cid: 0xbbb5, rssi: 31 }] },
      },
    },
  },
  {
    name: 'AAA, Florida',
    text: line(
      '$$K146,013227004985762,AAA,35,28.618005,-81.246783,131101213828,A,9,22,0,209,1.1,23,80974,1187923,310|260|2A13|634E,0000,0000|0000|0000|09DA|0B34,,*51',
    ),
    expected: {
      kind: 'position',
      fixTime: '2013-11-01T21:38:28.000Z',
      latitude: 28.618005,
      longitude: -81.246783,
      course: 209,
      altitude: 23,
    },
  },
  {
    name: 'AAA with fuel, Cebu',
    text: line(
      '$$E150,013777001165479,AAA,35,10.296601,123.872115,140501161505,A,4,22,1,170,1.4,77,39097,393563,515|3|A0CC|ED96,0000,0008|0003|0000|09D5|0000,,,1,0009*1E',
    ),
    expected: {
      kind: 'position',
      fixTime: '2014-05-01T16:15:05.000Z',
      speedKmh: 1,
      course: 170,
      attributes: { fuel: 0.09 },
    },
  },
  {
    name: 'AAA, Surabaya',
    text: line(
      '$$B140,013777001293701,AAA,35,-7.266760,112.743550,140521095314,A,3,22,0,275,2.7,45,1984,8059,510|1|3504|EBFE,0000,0000|0000|0000|0914|0002,,*F9',
    ),
    expected: {
      kind: 'position',
      fixTime: '2014-05-21T09:53:14.000Z',
      latitude: -7.26676,
      longitude: 112.74355,
      course: 275,
      attributes: { hdop: 2.7 },
    },
  },
  {
    name: 'AFF with a field before the event',
    text: line(
      '$$J163,123123123123123,AFF,0004,35,58.588926,16.180473,140928192856,A,10,27,0,161,1.2,19,1648894,435695,240|24|88B9|E435,0000,|||0A22|0000,00000001,,50,,,,,,,,,,,,,*70',
    ),
    expected: {
      kind: 'position',
      fixTime: '2014-09-28T19:28:56.000Z',
      latitude: 58.588926,
      longitude: 16.180473,
      course: 161,
      attributes: { event: 35 },
    },
  },
  {
    name: 'CCC binary record, answered with the count read',
    text: binary(
      '24245838362c3336393830303031343039303032312c4343432c020134000100000023381f91ffe354b806c5e3121b0009130000000000000000d33801007cbf0200fe0101000435feeb02000500a3010000000000002a62650d0a',
    ),
    expected: {
      kind: 'position',
      fixTime: '2014-05-24T04:59:49.000Z',
      valid: false,
      latitude: -7.266504,
      longitude: 112.743651,
      attributes: {
        event: 35,
        sat: 9,
        odometer: 80083,
        runtime: 180092,
        status: 2,
        adc1: 5,
        battery: 4.19,
        network: { cellTowers: [{ mcc: 510, mnc: 1, lac: 13572, cid: 60414, rssi: 19 }] },
      },
    },
    ack: '@@X27,369800014090021,CCC,1*E4\r\n',
  },
  {
    name: 'CCE binary records (a type this decoder does not read)',
    text: binary(
      '24246b3131342c3836353738393032343134303439352c4343452c0000000001005000130006011f05010607071415001b00060800000949010a0c000b9b0119a1011afe010602e934ce0203fc9aeb0004309f13220cafc503000d97741e001c01000000010e0ce8000300092f2e060000b7ff2a33330d0a',
    ),
    expected: null,
    unknownType: 'CCE',
  },
  {
    name: 'malformed: AAA cut after the latitude',
    text: line('$$D149,867047043162018,AAA,35,-1.264865*03'),
    expected: null,
  },
  {
    name: 'malformed: latitude past the pole',
    text: line(
      '$$X138,862170010187175,AAA,35,-99.960365,-51.655455,130507201625,A,8,9,0,107,0.9,7,169322,126582,724|6|0547|132B,0000,0009|000A||0278|0000,*BE',
    ),
    expected: null,
  },
  {
    name: 'command answer without a position',
    text: line('$$Q28,353358017784062,C01,OK*FD'),
    expected: { kind: 'commandResult', result: 'C01,OK' },
  },
  {
    name: 'unknown type ZZZ',
    text: line('$$A30,353358017784062,ZZZ,1*E7'),
    expected: null,
    unknownType: 'ZZZ',
  },
];
