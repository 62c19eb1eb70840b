import type { CorpusFrame } from '../textCorpus';

/**
 * Real TK103 sentences with the values each must decode to (see README.md for sources and
 * licences). Each is decoded on a connection identified by the handshake of 027044702512 first;
 * a sentence of another device re-identifies the connection. Speeds are km/h, as the devices send them.
 */
const ZC_FIX = (type: string) => `(013632651491,${type},040613,A,2234.0297N,11405.9101E,000.0,040137,178.48)`;
const ZC_POSITION = {
  kind: 'position',
  fixTime: '2013-06-04T04:01:37.000Z',
  valid: true,
  latitude: 22.567162,
  longitude: 114.098502,
  speedKmh: 0,
  course: 178.48,
} as const;

export const TK103_CORPUS: readonly CorpusFrame[] = [
  {
    name: 'BP00 handshake',
    text: '(027044702512BP00027044702512HSO01A4)',
    expected: { kind: 'heartbeat' },
    ack: '(027044702512AP01HSO)',
  },
  {
    name: 'BP00 short handshake of another device',
    text: '(087073005534BP00HSO)',
    expected: { kind: 'heartbeat' },
    ack: '(087073005534AP01HSO)',
  },
  {
    name: 'BP00 handshake with a phone number',
    text: '(090411121854BP0000001234567890HSO)',
    expected: { kind: 'heartbeat' },
    ack: '(090411121854AP01HSO)',
  },
  {
    name: 'BR00 reference fix with status and odometer',
    text: '(088047365460BR00151024A2555.3531S02855.3329E004.7055148276.1701000000L00009AA3)',
    expected: {
      kind: 'position',
      fixTime: '2015-10-24T05:51:48.000Z',
      valid: true,
      latitude: -25.922552,
      longitude: 28.922215,
      speedKmh: 4.7,
      course: 276.17,
      attributes: { charge: true, ignition: true, fuel: 0, odometer: 0x9aa3, alarm: undefined },
    },
    ack: null,
  },
  {
    name: 'BP05 login with a fix and a temperature, answered AP05',
    text: '(088046338039BP05000088046338039160727A3354.7768N03540.7258E000.0140309065.1000000000L00BEB0D4+017.3)',
    expected: {
      kind: 'position',
      fixTime: '2016-07-27T14:03:09.000Z',
      latitude: 33.912947,
      longitude: 35.678763,
      speedKmh: 0,
      course: 65.1,
      attributes: { charge: true, ignition: false, odometer: 0xbeb0d4, temp1: 17.3 },
    },
    ack: '(088046338039AP05)',
  },
  {
    name: 'BP05 login, Bulgaria',
    text: '(035988863964BP05000035988863964110524A4241.7977N02318.7561E000.0123536356.5100000000L000946BB)',
    expected: {
      kind: 'position',
      fixTime: '2011-05-24T12:35:36.000Z',
      latitude: 42.696628,
      longitude: 23.312602,
      course: 356.51,
      attributes: { odometer: 0x946bb },
    },
    ack: '(035988863964AP05)',
  },
  {
    name: 'BP05 login without a fix',
    text: '(013632782450BP05000013632782450120803V0000.0000N00000.0000E000.0174654000.0000000000L00000000)',
    expected: {
      kind: 'position',
      fixTime: '2012-08-03T17:46:54.000Z',
      valid: false,
      latitude: 0,
      longitude: 0,
    },
    ack: '(013632782450AP05)',
  },
  {
    name: 'BR00 padded with spaces',
    text: '(027023361470BR00200617A4000.5775N 8415.4076W 46.0173725 87.3101000000L00000000)',
    expected: {
      kind: 'position',
      fixTime: '2020-06-17T17:37:25.000Z',
      latitude: 40.009625,
      longitude: -84.256793,
      speedKmh: 46,
      course: 87.31,
      attributes: { ignition: true },
    },
  },
  {
    name: 'BR00 with a lettered device id',
    text: '(BALLESTEROS3BR00190408A4113.5700N00140.3100E000.0162431000.0001000000L00000000)',
    expected: {
      kind: 'position',
      fixTime: '2019-04-08T16:24:31.000Z',
      latitude: 41.226167,
      longitude: 1.671833,
      course: 0,
      attributes: { ignition: true },
    },
  },
  {
    name: 'BR00 with a trailing sensor field',
    text: '(094625928000BR00190213A1156.0431S07705.6145W000.000023521.40000000007L00000314T113)',
    expected: {
      kind: 'position',
      fixTime: '2019-02-13T00:02:35.000Z',
      latitude: -11.934052,
      longitude: -77.093575,
      course: 21.4,
      attributes: { fuel: 7, odometer: 0x314, ignition: false },
    },
  },
  {
    name: 'BR00 with input 2 and a fuel reading',
    text: '(019358704260BR00180725A2300.0957N07235.2748E032.412092187.58001100166L000D9779)',
    expected: {
      kind: 'position',
      fixTime: '2018-07-25T12:09:21.000Z',
      latitude: 23.001595,
      longitude: 72.587913,
      speedKmh: 32.4,
      course: 87.58,
      attributes: { ignition: true, in2: 1, fuel: 0x166, odometer: 0xd9779 },
    },
  },
  {
    name: 'BR00 with a fuel reading',
    text: '(007611121184BR00170816A2401.5217N07447.0788E000.0221352232.340000004FL0030F14F)',
    expected: {
      kind: 'position',
      fixTime: '2017-08-16T22:13:52.000Z',
      latitude: 24.025362,
      longitude: 74.784647,
      course: 232.34,
      attributes: { fuel: 0x4f, odometer: 0x30f14f },
    },
  },
  {
    name: 'BR00 followed by date and time',
    text: '(325031693849BR00170228A5750.8012N02700.7476E000.2154529000.0000000200L00000000,170228,194530)',
    expected: {
      kind: 'position',
      fixTime: '2017-02-28T15:45:29.000Z',
      latitude: 57.84669,
      longitude: 27.01246,
      speedKmh: 0.2,
      attributes: { fuel: 0x200 },
    },
  },
  {
    name: 'BR00 with a comma before the status',
    text: '(087073803649BR00170221A6142.0334N02712.2197E000.3203149000.00,00000000L00000000)',
    expected: {
      kind: 'position',
      fixTime: '2017-02-21T20:31:49.000Z',
      latitude: 61.700557,
      longitude: 27.203662,
      speedKmh: 0.3,
      attributes: { fuel: 0 },
    },
  },
  {
    name: 'BR00 of an 11-digit id, no fix',
    text: '(01602009983BR00160830V1855.7022S4817.8731W000.0002729000.0010000000L00000000)',
    expected: {
      kind: 'position',
      fixTime: '2016-08-30T00:27:29.000Z',
      valid: false,
      latitude: -18.92837,
      longitude: -48.297885,
      attributes: { charge: false, ignition: false },
    },
  },
  {
    name: 'BR00 with a temperature',
    text: '(088046338039BR00160727A3354.7768N03540.7258E000.0140832068.4700000000L00BEB0D4+017.7)',
    expected: {
      kind: 'position',
      fixTime: '2016-07-27T14:08:32.000Z',
      course: 68.47,
      attributes: { temp1: 17.7 },
    },
  },
  {
    name: 'BR00 with high sensor 3',
    text: '(088048003342BR00150917A1352.9801N10030.9050E000.0103224000.0000010000L000003F9)',
    expected: {
      kind: 'position',
      fixTime: '2015-09-17T10:32:24.000Z',
      latitude: 13.883002,
      longitude: 100.515083,
      attributes: { hs3: 1, odometer: 0x3f9 },
    },
  },
  {
    name: 'BP05 with fuel, Azerbaijan',
    text: '(094050000111BP05000094050000111150808A3804.2418N04616.7468E000.0201447133.3501000011L0028019DT000)',
    expected: {
      kind: 'position',
      fixTime: '2015-08-08T20:14:47.000Z',
      latitude: 38.070697,
      longitude: 46.279113,
      course: 133.35,
      attributes: { ignition: true, fuel: 0x11, odometer: 0x28019d },
    },
    ack: '(094050000111AP05)',
  },
  {
    name: 'BO01 SOS alarm',
    text: '(013666666666BO012110925A1234.5678N01234.5678W000.0025948118.7200000000L000024DE)',
    expected: {
      kind: 'position',
      fixTime: '2011-09-25T02:59:48.000Z',
      latitude: 12.57613,
      longitude: -12.57613,
      course: 118.72,
      attributes: { alarm: 'sos', odometer: 0x24de },
    },
  },
  {
    name: 'BO01 SOS alarm with a date that is no date (the server clock is its time)',
    text: '(013612345678BO012061830A2934.0133N10627.2544E040.0080331309.6200000000L000770AD)',
    expected: {
      kind: 'position',
      fixTime: '2024-03-05T06:07:08.000Z',
      latitude: 29.566888,
      longitude: 106.45424,
      speedKmh: 40,
      course: 309.62,
      attributes: { alarm: 'sos' },
    },
  },
  {
    name: 'BQ81 overspeed alarm',
    text: '(044027395704BQ81,ALARM,1,164,151101A2238.5237N11349.4571E0.7031241010.0000,00000000)',
    expected: {
      kind: 'position',
      fixTime: '2015-11-01T12:41:01.000Z',
      latitude: 22.642062,
      longitude: 113.824285,
      speedKmh: 0.703,
      attributes: { alarm: 'overspeed' },
    },
  },
  {
    name: 'BP02 of a 15-digit id',
    text: '(357593060760397BP02,G,2,170304A6015.7466N01101.8460E001.609445591.048,7)',
    expected: {
      kind: 'position',
      fixTime: '2017-03-04T09:44:55.000Z',
      latitude: 60.262443,
      longitude: 11.030767,
      speedKmh: 1.6,
      course: 91.048,
    },
  },
  {
    name: 'ZC20 battery, no external power reading',
    text: '(013632651491,ZC20,180716,144222,6,392,65535,255)',
    expected: {
      kind: 'heartbeat',
      deviceTime: '2016-07-18T14:42:22.000Z',
      attributes: { batteryLevel: 100, battery: 3.92, power: undefined },
    },
  },
  {
    name: 'ZC20 battery and external power',
    text: '(013632651491,ZC20,040613,040137,6,421,112,0)',
    expected: { kind: 'heartbeat', attributes: { batteryLevel: 100, battery: 4.21, power: 11.2 } },
  },
  {
    name: 'ZC20 battery low',
    text: '(864768010159785,ZC20,291015,030413,3,362,65535,255)',
    expected: {
      kind: 'heartbeat',
      deviceTime: '2015-10-29T03:04:13.000Z',
      attributes: { batteryLevel: 20, battery: 3.62 },
    },
  },
  {
    name: 'BZ00 serving cell',
    text: '(087073104337BZ00,740,000,3bf7,0425,3bf7,0bf5,3bf7,09e7,3bf7,cbad,3bf7,0dcf,3bf7,c7b2,01000000)',
    expected: {
      kind: 'heartbeat',
      attributes: { network: { cellTowers: [{ mcc: 740, mnc: 0, lac: 0x3bf7, cid: 0x0425 }] } },
    },
  },
  {
    name: 'BZ00 serving cell with signal levels',
    text: '(088047194605BZ00,510,010,36e6,932c,43,36e6,766b,36,36e6,7668,32)',
    expected: {
      kind: 'heartbeat',
      attributes: { network: { cellTowers: [{ mcc: 510, mnc: 10, lac: 0x36e6, cid: 0x932c }] } },
    },
  },
  {
    name: 'BV00 vehicle identification number',
    text: '(027023361470BV005J6RW2H53HL066029)',
    expected: { kind: 'heartbeat', attributes: { vin: '5J6RW2H53HL066029' } },
  },
  {
    name: 'BQ86 OBD data (a type this decoder does not read)',
    text: '(027028258309BQ86,0,05550c21b10d1d0f431008bd114c0ea5078400010007a100423932,161117005322,01000001)',
    expected: null,
    unknownType: 'BQ86',
  },
  {
    name: 'comma layout BP05 with a fix',
    text: '(352606090042050,BP05,240414,A,4527.3513N,00909.9758E,4.80,112825,155.49)',
    expected: {
      kind: 'position',
      fixTime: '2014-04-24T11:28:25.000Z',
      valid: true,
      latitude: 45.455855,
      longitude: 9.166263,
      speedKmh: 4.8,
      course: 155.49,
    },
    ack: null,
  },
  {
    name: 'comma layout BP05 without a fix',
    text: '(352606090042050,BP05,240414,V,0000.0000N,00000.0000E,000.0,193133,000.0)',
    expected: { kind: 'position', fixTime: '2014-04-24T19:31:33.000Z', valid: false },
  },
  {
    name: 'comma layout BP05 with status and odometer fields',
    text: '(013632782450,BP05,101201,A,2234.0297N,11405.9101E,000.0,040137,178.48,00000000,L00000000)',
    expected: { ...ZC_POSITION, fixTime: '2001-12-10T04:01:37.000Z' },
  },
  {
    name: 'ZC11 movement alarm without a fix',
    text: '(864768011069660,ZC11,250517,V,0000.0000N,00000.0000E,000.0,114725,000.0,0.00,11)',
    expected: {
      kind: 'position',
      fixTime: '2017-05-25T11:47:25.000Z',
      valid: false,
      attributes: { alarm: 'movement' },
    },
  },
  {
    name: 'ZC17 removal alarm',
    text: '(864768011069660,ZC17,250517,A,3211.7118N,03452.8086E,0.68,115525,208.19,64.50,9)',
    expected: {
      kind: 'position',
      fixTime: '2017-05-25T11:55:25.000Z',
      latitude: 32.195197,
      longitude: 34.880143,
      speedKmh: 0.68,
      course: 208.19,
      attributes: { alarm: 'removing' },
    },
  },
  {
    name: 'ZC07 position',
    text: ZC_FIX('ZC07'),
    expected: { ...ZC_POSITION, attributes: { alarm: undefined } },
  },
  {
    name: 'ZC11 movement alarm',
    text: ZC_FIX('ZC11'),
    expected: { ...ZC_POSITION, attributes: { alarm: 'movement' } },
  },
  {
    name: 'ZC12 low battery',
    text: ZC_FIX('ZC12'),
    expected: { ...ZC_POSITION, attributes: { alarm: 'lowBattery' } },
  },
  {
    name: 'ZC13 power cut',
    text: ZC_FIX('ZC13'),
    expected: { ...ZC_POSITION, attributes: { alarm: 'powerCut' } },
  },
  {
    name: 'ZC15 ignition on',
    text: ZC_FIX('ZC15'),
    expected: { ...ZC_POSITION, attributes: { ignition: true } },
  },
  {
    name: 'ZC16 ignition off',
    text: ZC_FIX('ZC16'),
    expected: { ...ZC_POSITION, attributes: { ignition: false } },
  },
  { name: 'ZC25 SOS', text: ZC_FIX('ZC25'), expected: { ...ZC_POSITION, attributes: { alarm: 'sos' } } },
  {
    name: 'ZC26 tampering',
    text: ZC_FIX('ZC26'),
    expected: { ...ZC_POSITION, attributes: { alarm: 'tampering' } },
  },
  {
    name: 'ZC27 low power',
    text: ZC_FIX('ZC27'),
    expected: { ...ZC_POSITION, attributes: { alarm: 'lowPower' } },
  },
  {
    name: 'DW3B position, five-decimal minutes',
    text: '(868822040452227,DW3B,150421,A,4154.51607N,45.78950E,0.050,103142,0.000,595.200,7,0)',
    expected: {
      kind: 'position',
      fixTime: '2021-04-15T10:31:42.000Z',
      latitude: 41.908601,
      longitude: 0.763158,
      speedKmh: 0.05,
    },
  },
  {
    name: 'DW30 position',
    text: '(864768010869060,DW30,050117,A,5135.82713N,00001.17918E,0.089,154745,000.0,43.40,12)',
    expected: {
      kind: 'position',
      fixTime: '2017-01-05T15:47:45.000Z',
      latitude: 51.597119,
      longitude: 0.019653,
    },
  },
  {
    name: 'DW5B cell report (no fix)',
    text: '(358511020000026,DW5B,310,6,29876,30393,0,041217,102211)',
    expected: {
      kind: 'position',
      fixTime: '2017-12-04T10:22:11.000Z',
      valid: false,
      latitude: 0,
      longitude: 0,
      attributes: { network: { cellTowers: [{ mcc: 310, mnc: 6, lac: 29876, cid: 30393 }] } },
    },
  },
  {
    name: 'DW51 movement alarm located by cell and Wi-Fi',
    text: '(864555555555555,DW51,200,1,3215,43370,2,58:F3:BB:3B:AA:82*-65*1,1C:6A:BB:AA:81:95*-78*1,151117,154419)',
    expected: {
      kind: 'position',
      fixTime: '2017-11-15T15:44:19.000Z',
      valid: false,
      attributes: {
        alarm: 'movement',
        network: {
          cellTowers: [{ mcc: 200, mnc: 1, lac: 3215, cid: 43370 }],
          wifiAccessPoints: [
            { macAddress: '58:F3:BB:3B:AA:82', signalStrength: -65, channel: 1 },
            { macAddress: '1C:6A:BB:AA:81:95', signalStrength: -78, channel: 1 },
          ],
        },
      },
    },
  },
  {
    name: 'DW5B cell and five Wi-Fi access points',
    text: '(864555555555555,DW5B,210,6,5995,47701,5,30:EE:CC:E7:86:DD*-59*11,4C:60:CC:EA:BB:EE*-68*1,42:AA:DE:EA:BB:00*-69*1,32:CD:BB:C3:4F:CC*-86*3,10:00:43:BA:22:15*-88*1,151117,163722)',
    expected: { kind: 'position', fixTime: '2017-11-15T16:37:22.000Z', valid: false },
  },
  {
    name: 'DW50 cell and Wi-Fi',
    text: '(013632651491,DW50,460,0,0,6,2,aa:bb:cc:dd:ee:ff*-8*0,aa:bb:cc:dd:ee:ff*-8*0,040613,040137)',
    expected: { kind: 'position', fixTime: '2013-06-04T04:01:37.000Z', valid: false },
  },
  {
    name: 'DW50 cell only',
    text: '(013632651491,DW50,460,0,0,6,0,040613,040137)',
    expected: {
      kind: 'position',
      fixTime: '2013-06-04T04:01:37.000Z',
      attributes: { network: { cellTowers: [{ mcc: 460, mnc: 0, lac: 0, cid: 6 }] } },
    },
  },
  {
    name: 'ZC03 command answer',
    text: '(864555555555555,ZC03,191117,234207,$Notice: Device version: 1.0$)',
    expected: { kind: 'commandResult', result: 'Notice: Device version: 1.0' },
  },
  {
    name: 'ZC03 command answer over several lines with parentheses inside',
    text: '(864555555555555,ZC03,191117,234207,$1 .Sensor sensitivity: 1\r\n2 .Alert status: Off\r\n3 .Check interval is set to 240 minute(s).\r\n4 .Checkgsm interval is set to 60 minute(s).\r\n5 .SOS SMS Alert: On\r\n6 .SOS Call Alert: On\r\n7 . Power: 95%$)',
    expected: {
      kind: 'commandResult',
      result:
        '1 .Sensor sensitivity: 1\r\n2 .Alert status: Off\r\n3 .Check interval is set to 240 minute(s).\r\n4 .Checkgsm interval is set to 60 minute(s).\r\n5 .SOS SMS Alert: On\r\n6 .SOS Call Alert: On\r\n7 . Power: 95%',
    },
  },
  {
    name: 'malformed: BR00 cut after the latitude',
    text: '(088047365460BR00151024A2555.3531S)',
    expected: null,
  },
  {
    name: 'malformed: latitude past the pole',
    text: '(088047365460BR00151024A9555.3531S02855.3329E004.7055148276.1701000000L00009AA3)',
    expected: null,
  },
  {
    name: 'malformed: ZC20 without its readings',
    text: '(013632651491,ZC20,180716,144222)',
    expected: null,
  },
  {
    name: 'malformed: DW51 announcing more access points than it holds',
    text: '(864555555555555,DW51,200,1,3215,43370,3,58:F3:BB:3B:AA:82*-65*1,151117,154419)',
    expected: null,
  },
  {
    name: 'unknown type BS08',
    text: '(027044702512BS08,1)',
    expected: null,
    unknownType: 'BS08',
  },
];
