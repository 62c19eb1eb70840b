import type { CorpusExpected, CorpusFrame } from '../textCorpus';

/**
 * Real Queclink @Track frames with the values each must decode to (see README.md for sources and
 * licences). Each is decoded on a connection identified by a GV300 heartbeat first
 * (`+ACK:GTHBD,060228,862894020180553,…`); a frame of another device re-identifies the connection.
 * Frames end with `$`, as the devices send them. Speeds are km/h, as the devices send them.
 */

/** The documentation's sample fix: 2009-02-14 01:32:54 UTC in Shanghai, 4.3 km/h, course 92, 70 m. */
const SAMPLE = {
  kind: 'position',
  fixTime: '2009-02-14T01:32:54.000Z',
  valid: true,
  latitude: 31.222073,
  longitude: 121.354335,
  altitude: 70,
  speedKmh: 4.3,
  course: 92,
} as const satisfies CorpusExpected;
/** The sample's cell: MCC 460, MNC 0, LAC 0x18d8, cell 0x6141. */
const SAMPLE_NETWORK = { cellTowers: [{ mcc: 460, mnc: 0, lac: 0x18d8, cid: 0x6141 }] };
const SAMPLE_POINT = '4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00';
const binary = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

export const QUECLINK_CORPUS: readonly CorpusFrame[] = [
  {
    name: 'GV300 heartbeat, answered with SACK',
    text: '+ACK:GTHBD,060228,862894020180553,,20100214093254,11F0$',
    expected: { kind: 'heartbeat' },
    ack: '+SACK:GTHBD,060228,11F0$',
  },
  {
    name: 'GL200 heartbeat',
    text: '+ACK:GTHBD,1A0401,135790246811220,,20100214093254,11F0$',
    expected: { kind: 'heartbeat' },
    ack: '+SACK:GTHBD,1A0401,11F0$',
  },
  {
    name: 'GL200 fixed report (GTFRI), documentation sample',
    text: `+RESP:GTFRI,020102,135790246811220,,0,0,1,1,${SAMPLE_POINT},,20090214093254,11F0$`,
    expected: { ...SAMPLE, attributes: { hdop: 1, network: SAMPLE_NETWORK, batteryLevel: undefined } },
    ack: '+SACK:11F0$',
  },
  {
    name: 'GV300 fixed report with mileage, hour meter, battery and status',
    text: `+RESP:GTFRI,060100,135790246811220,,,00,1,1,${SAMPLE_POINT},2000.0,12345:12:34,,,80,210100,,,,20090214093254,11F0$`,
    expected: {
      ...SAMPLE,
      attributes: {
        odometer: 2_000_000,
        hours: ((12345 * 60 + 12) * 60 + 34) * 1000,
        batteryLevel: 80,
        ignition: true,
        motion: false,
        network: SAMPLE_NETWORK,
      },
    },
    ack: '+SACK:11F0$',
  },
  {
    name: 'GV300 fixed report, moving with ignition on',
    text: '+RESP:GTFRI,060228,862894020180553,,,10,1,1,20.0,147,329.7,-62.899703,-17.720434,20160309113548,0736,0003,6AAE,3381,00,913.3,,,,0,220101,,,,20160309073554,132B$',
    expected: {
      kind: 'position',
      fixTime: '2016-03-09T11:35:48.000Z',
      valid: true,
      latitude: -17.720434,
      longitude: -62.899703,
      altitude: 329.7,
      speedKmh: 20,
      course: 147,
      attributes: { odometer: 913_300, batteryLevel: 0, ignition: true, motion: true },
    },
    ack: '+SACK:132B$',
  },
  {
    name: 'GV300 buffered fixed report (+BUFF), acknowledged as well',
    text: '+BUFF:GTFRI,060402,862894021808798,,,10,1,1,0.0,349,394.3,-63.287717,-17.662410,20160116234031,0736,0003,6ABA,8305,00,3326.8,,,,94,220100,,,,20160116194035,4D83$',
    expected: {
      kind: 'position',
      fixTime: '2016-01-16T23:40:31.000Z',
      valid: true,
      latitude: -17.66241,
      longitude: -63.287717,
      speed: 0,
      course: 349,
      attributes: { odometer: 3_326_800, batteryLevel: 94, ignition: true, motion: true },
    },
    ack: '+SACK:4D83$',
  },
  {
    name: 'GV300 fixed report, reading 2017',
    text: '+RESP:GTFRI,060228,862894020178276,,15153,10,1,1,0.0,0,431.7,-63.169571,-17.776235,20160210153458,0736,0003,6AD4,80EF,00,34.9,00117:31:26,13442,15163,0,210101,,,,20160210113503,38EE$',
    expected: {
      kind: 'position',
      fixTime: '2016-02-10T15:34:58.000Z',
      latitude: -17.776235,
      longitude: -63.169571,
      altitude: 431.7,
      attributes: { odometer: 34_900, hours: ((117 * 60 + 31) * 60 + 26) * 1000, ignition: true },
    },
  },
  {
    name: 'CV100 fixed report with the last known fix (accuracy 0)',
    text: '+RESP:GTFRI,DF0200,868487004353181,cv100,14051,10,1,0,0.0,0,264.1,114.015515,22.537178,20210608064328,0460,0001,25F8,061A7D02,,0.0,,,,100,21,,,,20210608144354,32DB$',
    expected: {
      kind: 'position',
      fixTime: '2021-06-08T06:43:28.000Z',
      valid: false,
      latitude: 22.537178,
      longitude: 114.015515,
      altitude: 264.1,
      attributes: {
        hdop: 0,
        batteryLevel: 100,
        ignition: true,
        motion: false,
        network: { cellTowers: [{ mcc: 460, mnc: 1, lac: 0x25f8, cid: 0x061a7d02 }] },
      },
    },
    ack: '+SACK:32DB$',
  },
  {
    name: 'GV500 fixed report with the VIN before the device name',
    text: '+RESP:GTFRI,360100,864251020141408,3VWGW6AJ0FM237324,gv500,,10,1,1,0.0,0,2258.4,-99.256948,19.555800,20160929214743,0334,0020,0084,65AC,00,0.0,,,,100,410000,0,nan,,20160929214743,13BA$',
    expected: {
      kind: 'position',
      fixTime: '2016-09-29T21:47:43.000Z',
      valid: true,
      latitude: 19.5558,
      longitude: -99.256948,
      altitude: 2258.4,
      attributes: { batteryLevel: 100, motion: false, ignition: undefined },
    },
  },
  {
    name: 'GL300 fixed report on a highway',
    text: '+RESP:GTFRI,1A0401,860599000508846,,0,0,1,1,134.8,154,278.7,-76.671089,39.778885,20150623154301,0310,0260,043F,7761,,99,20150623154314,0F24$',
    expected: {
      kind: 'position',
      fixTime: '2015-06-23T15:43:01.000Z',
      valid: true,
      latitude: 39.778885,
      longitude: -76.671089,
      altitude: 278.7,
      speedKmh: 134.8,
      course: 154,
      attributes: {
        batteryLevel: 99,
        network: { cellTowers: [{ mcc: 310, mnc: 260, lac: 0x043f, cid: 0x7761 }] },
      },
    },
    ack: '+SACK:0F24$',
  },
  {
    name: 'GL300W fixed report with two points',
    text: '+RESP:GTFRI,2C0204,867162020003125,GL300W,0,0,2,1,1.7,205,2867.0,-78.481127,-0.206828,20160215210433,0740,0000,7596,5891C,0.0,1,1.7,205,2867.0,-78.481127,-0.206828,20160215210503,0740,0000,7596,5891C,0.0,88,20160215210506,1E78$',
    expected: {
      kind: 'position',
      fixTime: '2016-02-15T21:04:33.000Z',
      latitude: -0.206828,
      longitude: -78.481127,
      speedKmh: 1.7,
      course: 205,
      attributes: { batteryLevel: undefined },
    },
    more: [
      {
        kind: 'position',
        fixTime: '2016-02-15T21:05:03.000Z',
        latitude: -0.206828,
        attributes: { batteryLevel: 88 },
      },
    ],
    ack: '+SACK:1E78$',
  },
  {
    name: 'GL300 fixed report with four points',
    text: '+RESP:GTFRI,1A0900,860599000306845,G3-313,0,0,4,1,2.1,0,426.7,8.611466,47.681639,20181214134603,0228,0001,077F,4812,25.2,1,5.7,34,437.3,8.611600,47.681846,20181214134619,0228,0001,077F,4812,25.2,1,4.4,62,438.2,8.611893,47.681983,20181214134633,0228,0001,077F,4812,25.2,1,4.8,78,436.6,8.612236,47.682040,20181214134648,0228,0001,077F,4812,25.2,83,20181214134702,0654$',
    expected: {
      kind: 'position',
      fixTime: '2018-12-14T13:46:03.000Z',
      latitude: 47.681639,
      longitude: 8.611466,
      speedKmh: 2.1,
    },
    more: [
      {
        kind: 'position',
        fixTime: '2018-12-14T13:46:19.000Z',
        latitude: 47.681846,
        longitude: 8.6116,
        course: 34,
      },
      { kind: 'position', fixTime: '2018-12-14T13:46:33.000Z', latitude: 47.681983, speedKmh: 4.4 },
      {
        kind: 'position',
        fixTime: '2018-12-14T13:46:48.000Z',
        latitude: 47.68204,
        longitude: 8.612236,
        altitude: 436.6,
        attributes: { batteryLevel: 83 },
      },
    ],
  },
  {
    name: 'GV500 fixed report with two points, the second a last known fix',
    text: `+RESP:GTFRI,1F0101,135790246811220,1G1JC5444R7252367,,,00,2,1,${SAMPLE_POINT},0,4.3,92,70.0,121.354335,31.222073,20090101000000,0460,0000,18d8,6141,00,2000.0,12345:12:34,,,80,210100,,,50,20090214093254,11F0$`,
    expected: { ...SAMPLE, attributes: { odometer: undefined } },
    more: [
      {
        kind: 'position',
        fixTime: '2009-01-01T00:00:00.000Z',
        valid: false,
        attributes: { odometer: 2_000_000, batteryLevel: 80, ignition: true },
      },
    ],
  },
  {
    name: 'GL320 fixed report (protocol 42), battery after a reserved field',
    text: '+RESP:GTFRI,423031,866873025895726,,0,1,1,0,1,16,0.0,351,51.6,121.391063,31.164633,20181212072535,460,00,1877,DAE,00,3,85,20181212072535,002C$',
    expected: {
      kind: 'position',
      fixTime: '2018-12-12T07:25:35.000Z',
      valid: true,
      latitude: 31.164633,
      longitude: 121.391063,
      course: 351,
      attributes: { hdop: 16, batteryLevel: 85 },
    },
  },
  {
    name: 'GL300 fixed report of a MEID (CDMA) device',
    text: '+RESP:GTFRI,210102,A10000499AEF9B,,0,1,1,9,0.5,0,288.0,-76.902364,39.578828,20161101134124,,,,,00,73,20161101134123,009D$',
    expected: {
      kind: 'position',
      fixTime: '2016-11-01T13:41:24.000Z',
      latitude: 39.578828,
      longitude: -76.902364,
      speedKmh: 0.5,
      attributes: { hdop: 9, batteryLevel: 73, network: undefined },
    },
  },
  {
    name: 'GTFRI without a fix: state on the last position',
    text: '+RESP:GTFRI,120113,555564055560555,,1,1,1,,,,,,,,0282,0380,f080,cabf,6900,79,20140824165629,0001$',
    expected: { kind: 'heartbeat' },
    ack: '+SACK:0001$',
  },
  {
    name: 'buffered GTFRI without a fix',
    text: '+BUFF:GTFRI,2E0503,861106050005423,,,0,1,,,,,,,,,,,,0,0,,98,1,0,,,20200101000001,0083$',
    expected: { kind: 'heartbeat' },
    ack: '+SACK:0083$',
  },
  {
    name: 'GL200 SOS (GTSOS)',
    text: `+RESP:GTSOS,020102,135790246811220,,0,0,1,1,${SAMPLE_POINT},,20090214093254,11F0$`,
    expected: { ...SAMPLE, attributes: { alarm: 'sos' } },
    ack: '+SACK:11F0$',
  },
  {
    name: 'CV100 SOS',
    text: '+RESP:GTSOS,DF0200,868487004358800,cv100,,00,1,1,0.0,0,138.0,114.015465,22.537372,20210714115224,0460,0001,25F8,061A7D02,,,20210714195224,20210714195224,03A6$',
    expected: {
      kind: 'position',
      fixTime: '2021-07-14T11:52:24.000Z',
      valid: true,
      latitude: 22.537372,
      longitude: 114.015465,
      altitude: 138,
      attributes: { alarm: 'sos', batteryLevel: undefined },
    },
  },
  {
    name: 'GL200 speed alarm (GTSPD)',
    text: '+RESP:GTSPD,02010B,135790246811220,,0,0,1,1,95.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,,20090214093254,11F0$',
    expected: { ...SAMPLE, speedKmh: 95.3, attributes: { alarm: 'overspeed' } },
    ack: '+SACK:11F0$',
  },
  {
    name: 'GV300 ignition on (GTIGN) with the last known fix',
    text: '+RESP:GTIGN,060228,862894020180553,,9860,0,0.2,189,420.0,-63.158195,-17.800608,20160309022951,0736,0003,6AD4,3471,00,,881.2,20160308222956,129A$',
    expected: {
      kind: 'position',
      fixTime: '2016-03-09T02:29:51.000Z',
      valid: false,
      latitude: -17.800608,
      longitude: -63.158195,
      speedKmh: 0.2,
      course: 189,
      attributes: { ignition: true },
    },
    ack: '+SACK:129A$',
  },
  {
    name: 'GV300 buffered ignition off (GTIGF)',
    text: '+BUFF:GTIGF,060228,862894020180553,,1958,0,0.0,240,390.3,-63.089213,-17.764712,20160309122854,0736,0003,6AB8,5A23,00,,936.8,20160309082858,1368$',
    expected: {
      kind: 'position',
      fixTime: '2016-03-09T12:28:54.000Z',
      latitude: -17.764712,
      longitude: -63.089213,
      course: 240,
      attributes: { ignition: false },
    },
    ack: '+SACK:1368$',
  },
  {
    name: 'GV310LAU ignition on, buffered',
    text: '+BUFF:GTIGN,6E0202,868589060169789,ra79,379,1,0.0,105,532.2,-70.616413,-33.393457,20240610201712,0730,0001,333A,00CFA301,01,11,,0.0,20240610201713,3AE2$',
    expected: {
      kind: 'position',
      fixTime: '2024-06-10T20:17:12.000Z',
      valid: true,
      latitude: -33.393457,
      longitude: -70.616413,
      course: 105,
      attributes: { ignition: true },
    },
  },
  {
    name: 'GV310LAU ignition off',
    text: '+RESP:GTIGF,6E0202,868589060169789,ra79,145,1,0.0,83,532.2,-70.616413,-33.393457,20240610201937,0730,0001,333A,00CFA301,01,12,,0.0,20240610201938,3AE9$',
    expected: {
      kind: 'position',
      fixTime: '2024-06-10T20:19:37.000Z',
      valid: true,
      course: 83,
      altitude: 532.2,
      attributes: { ignition: false },
    },
  },
  {
    name: 'ignition off without a fix: state on the last position',
    text: '+RESP:GTIGF,500101,868570000393782,,0,0,,,,,,,0730,0002,A08F,872B36,00,,0.0,20240921021804,E3B1$',
    expected: { kind: 'heartbeat', attributes: { ignition: false } },
    ack: '+SACK:E3B1$',
  },
  {
    name: 'GV300 state change (GTSTT): ignition on, at rest',
    text: '+RESP:GTSTT,060228,862894020178276,,21,0,0.0,0,411.3,-63.169745,-17.776330,20160319132220,0736,0003,6AD4,5BAA,00,20160319092223,1FBD$',
    expected: {
      kind: 'position',
      fixTime: '2016-03-19T13:22:20.000Z',
      valid: false,
      latitude: -17.77633,
      longitude: -63.169745,
      attributes: { ignition: true, motion: false },
    },
  },
  {
    name: 'GL300 state change: at rest, no ignition sensor',
    text: '+RESP:GTSTT,1A0401,860599000508846,,41,0,0.0,84,107.5,-76.657998,39.497203,20150623160622,0310,0260,B435,3B81,,20150623160622,0F54$',
    expected: {
      kind: 'position',
      fixTime: '2015-06-23T16:06:22.000Z',
      latitude: 39.497203,
      course: 84,
      attributes: { motion: false, ignition: undefined },
    },
  },
  {
    name: 'harsh braking (GTHBM type 10)',
    text: `+RESP:GTHBM,4B0101,135790246811220,,,10,1,1,${SAMPLE_POINT},2000.0,20090214093254,11F0$`,
    expected: { ...SAMPLE, attributes: { alarm: 'hardBraking' } },
  },
  {
    name: 'harsh acceleration (GTHBM type 11)',
    text: '+RESP:GTHBM,0F0100,135790246811220,,,11,1,1,24.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,20090214093254,11F0$',
    expected: { ...SAMPLE, speedKmh: 24.3, attributes: { alarm: 'hardAcceleration' } },
  },
  {
    name: 'CV100 harsh cornering (GTHBM type 12)',
    text: '+RESP:GTHBM,BD0214,869409069481243,cv100,,12,1,1,5.6,344,274.7,-1.601826,6.666228,20250114094616,0620,0001,3EE8,00016E04,,,20250114094616,20250114094616,2862$',
    expected: {
      kind: 'position',
      fixTime: '2025-01-14T09:46:16.000Z',
      latitude: 6.666228,
      longitude: -1.601826,
      speedKmh: 5.6,
      course: 344,
      attributes: { alarm: 'hardCornering' },
    },
  },
  {
    name: 'GL300M power on (GTPNA)',
    text: '+RESP:GTPNA,F50201,866425030235982,GL300M,20190208124909,0BD5$',
    expected: { kind: 'heartbeat', attributes: { alarm: 'powerOn' } },
    ack: '+SACK:0BD5$',
  },
  {
    name: 'GL300M power off (GTPFA)',
    text: '+RESP:GTPFA,F50201,866425030235982,GL300M,20190208124849,0BD4$',
    expected: { kind: 'heartbeat', attributes: { alarm: 'powerOff' } },
  },
  {
    name: 'GV300 device information (GTINF), towed',
    text: '+RESP:GTINF,060100,135790246811220,,16,898600810906F8048812,16,0,1,12000,,4.4,0,0,0,0,20090214013254,0,1300,2000,00,00,+0800,0,20090214093254,11F0$',
    expected: {
      kind: 'heartbeat',
      attributes: {
        iccid: '898600810906F8048812',
        rssi: 16,
        power: 12,
        battery: 4.4,
        charge: false,
        ignition: false,
        motion: true,
      },
    },
    ack: '+SACK:11F0$',
  },
  {
    name: 'GV310LAU device information with external power',
    text: '+RESP:GTINF,6E0202,868589060187625,RA82,11,89883030000091225018,41,0,1,12349,,4.15,0,1,0,0,20240328231013,0,0,0,0,00,00,+0000,0,20240328231015,7D4F$',
    expected: {
      kind: 'heartbeat',
      attributes: { power: 12.349, battery: 4.15, rssi: 41, ignition: false, motion: false },
    },
  },
  {
    name: 'GL300 device information, charging, no external power reading',
    text: '+RESP:GTINF,1A0800,860599000773978,GL300,41,89701016426133851978,17,0,1,26.6,,3.90,1,1,0,0,0,20161003184043,69,1,44,,,20161004040811,022C$',
    expected: {
      kind: 'heartbeat',
      attributes: { rssi: 17, battery: 3.9, charge: true, motion: false, power: undefined },
    },
  },
  {
    name: 'GL300 version (GTVER)',
    text: '+RESP:GTVER,1A0800,860599000773978,GL300,GL300,0A03,0103,20161007041531,10F8$',
    expected: {
      kind: 'heartbeat',
      attributes: { deviceType: 'GL300', versionFw: '0A03', versionHw: '0103' },
    },
    ack: '+SACK:10F8$',
  },
  {
    name: 'acknowledgement of a position request (GTRTO)',
    text: '+ACK:GTRTO,1A0800,860599000773978,GL300,VER,FFFF,20161006053520,0C19$',
    expected: { kind: 'commandResult', result: 'GTRTO,VER,FFFF' },
    ack: null,
  },
  {
    name: 'acknowledgement of a geofence setting (GTGEO)',
    text: '+ACK:GTGEO,1A0102,135790246811220,,0,0008,20100310172830,11F0$',
    expected: { kind: 'commandResult', result: 'GTGEO,0,0008' },
  },
  {
    name: 'acknowledgement of the output command (GTOUT)',
    text: '+ACK:GTOUT,060228,862894020180553,,FFFF,20160309122900,1369$',
    expected: { kind: 'commandResult', result: 'GTOUT,FFFF' },
    ack: null,
  },
  {
    name: 'GV350 external report (GTERI) with mileage, hour meter, status and a 1-wire sensor',
    text: '+RESP:GTERI,060502,861074023620928,,00000002,27822,10,1,1,0.0,84,2870.9,-78.531796,-0.277329,20170825045344,,,,,,0.0,01138:30:24,,,83,220104,2,1,28FF2776A2150308,1,FFAD,0,20170825045348,A88C$',
    expected: {
      kind: 'position',
      fixTime: '2017-08-25T04:53:44.000Z',
      valid: true,
      latitude: -0.277329,
      longitude: -78.531796,
      altitude: 2870.9,
      course: 84,
      attributes: {
        odometer: 0,
        hours: ((1138 * 60 + 30) * 60 + 24) * 1000,
        batteryLevel: 83,
        ignition: true,
        motion: true,
        network: undefined,
      },
    },
  },
  {
    name: 'external report (GTERI) of a newer firmware',
    text: '+RESP:GTERI,C30209,860201067200000,,00000080,0,16,1,1,47.2,245,169.3,-122.234955,47.906141,20260131234254,0310,0260,2CA2,014A2E17,,27,,20260131234255,51D8$',
    expected: {
      kind: 'position',
      fixTime: '2026-01-31T23:42:54.000Z',
      latitude: 47.906141,
      longitude: -122.234955,
      speedKmh: 47.2,
      course: 245,
      altitude: 169.3,
    },
  },
  {
    name: 'CV100 real-time location (GTRTL) with the last known fix',
    text: '+RESP:GTRTL,DF0200,868487004353181,cv100,,00,1,0,0.0,0,102.2,114.015295,22.537250,20210608063942,0460,0001,25F8,061A7D02,,0.0,20210608143939,32CF$',
    expected: {
      kind: 'position',
      fixTime: '2021-06-08T06:39:42.000Z',
      valid: false,
      latitude: 22.53725,
      longitude: 114.015295,
    },
  },
  {
    name: 'driver identification (GTIDA)',
    text: '+RESP:GTIDA,06020A,862170013895931,,,D2C4FBC5,1,1,1,0.8,0,22.2,117.198630,31.845229,20120802121626,0460,0000,5663,2BB9,00,0.0,,,,,20120802121627,008E$',
    expected: {
      kind: 'position',
      fixTime: '2012-08-02T12:16:26.000Z',
      latitude: 31.845229,
      longitude: 117.19863,
      speedKmh: 0.8,
      attributes: { driverUniqueId: 'D2C4FBC5' },
    },
  },
  {
    name: 'GL200 low battery (GTBPL)',
    text: '+RESP:GTBPL,110100,358688000000158,,3.53,0,4.3,92,70.0,121.354335,31.222073,20110214013254,0460,0000,18d8,6141,,20110214093254,001F$',
    expected: {
      kind: 'position',
      fixTime: '2011-02-14T01:32:54.000Z',
      valid: false,
      latitude: 31.222073,
      attributes: { alarm: 'lowBattery', battery: 3.53 },
    },
  },
  {
    name: 'temperature alarm (GTTMP)',
    text: '+RESP:GTTMP,110100,358688000000158,,2,60,1,1,4.3,92,70.0,121.354335,31.222073,20110214013254,0460,0000,18d8,6141,00,80,20110214093254,000F$',
    expected: {
      kind: 'position',
      fixTime: '2011-02-14T01:32:54.000Z',
      valid: true,
      attributes: { alarm: 'temperature', batteryLevel: 80 },
    },
  },
  {
    name: 'location by call (GTLBC): a phone number with + inside the frame',
    text: `+RESP:GTLBC,020102,135790246811220,,+8613800000000,1,${SAMPLE_POINT},,20090214093254,11F0$`,
    expected: { ...SAMPLE, attributes: { network: SAMPLE_NETWORK } },
  },
  {
    name: 'trip report (GTTRI) with the IMEI first, no protocol version',
    text: '+RESP:GTTRI,862370030005908,1,0,99,1,0.0,354,18.5,18.821100,-34.084002,20170607152024,0655,0001,00DD,1CAE,00,0103010100,20170607172115,3E7D$',
    expected: {
      kind: 'position',
      fixTime: '2017-06-07T15:20:24.000Z',
      valid: true,
      latitude: -34.084002,
      longitude: 18.8211,
      course: 354,
    },
    ack: '+SACK:3E7D$',
  },
  {
    name: 'non-movement report (GTNMR)',
    text: '+RESP:GTNMR,210102,A10000499AEF9B,,0,0,1,9,0.0,0,288.0,-76.902364,39.578828,20161101134145,,,,,00,73,20161101134145,009F$',
    expected: {
      kind: 'position',
      fixTime: '2016-11-01T13:41:45.000Z',
      latitude: 39.578828,
      attributes: { batteryLevel: 73 },
    },
  },
  {
    name: 'digital input report (GTDIS)',
    text: '+RESP:GTDIS,270302,867162025086950,,,21,1,1,0.0,81,117.8,-116.862025,32.453497,20180309084516,0334,0020,2B24,52CA916,00,1286.2,20180309084517,357E$',
    expected: {
      kind: 'position',
      fixTime: '2018-03-09T08:45:16.000Z',
      latitude: 32.453497,
      longitude: -116.862025,
      course: 81,
    },
  },
  // Malformed and unknown variants.
  {
    name: 'malformed: GTFRI cut inside its point',
    text: '+RESP:GTFRI,060100,135790246811220,,,00,1,1,4.3,92,70.0,121.354335$',
    expected: { kind: 'heartbeat' },
    ack: null,
  },
  {
    name: 'malformed: latitude past the pole stores nothing and is not answered',
    text: '+RESP:GTFRI,020102,135790246811220,,0,0,1,1,4.3,92,70.0,121.354335,91.222073,20090214013254,0460,0000,18d8,6141,00,,20090214093254,11F0$',
    expected: null,
    ack: null,
  },
  {
    name: 'malformed: month 13 stores nothing and is not answered',
    text: '+RESP:GTFRI,020102,135790246811220,,0,0,1,1,4.3,92,70.0,121.354335,31.222073,20091314013254,0460,0000,18d8,6141,00,,20090214093254,11F0$',
    expected: null,
    ack: null,
  },
  {
    name: 'malformed: heartbeat without its count is not answered',
    text: '+ACK:GTHBD,060228,862894020180553,,20100214093254$',
    expected: { kind: 'heartbeat' },
    ack: null,
  },
  {
    name: 'unknown report type',
    text: '+RESP:GTXYZ,060228,862894020180553,,1,2,3,20100214093254,11F0$',
    expected: null,
    ack: null,
    unknownType: 'GTXYZ',
  },
  {
    name: 'binary +EVT ignition on (GL300, mask FC1FBF): no fix, speed 22.1 km/h',
    text: binary(
      '2b4556542d00fc1fbf0063450102020956325403000343056437f8220700000200000000010000160100f2007eff75a1f0025c6b1a07e1080108241a02680003189c1ac500000000000002100800000000000000000007e1080108241a19e24e4e0d0a',
    ),
    expected: {
      kind: 'position',
      fixTime: '2017-08-01T08:36:26.000Z',
      valid: false,
      latitude: 39.611162,
      longitude: -9.068048,
      altitude: 126,
      speedKmh: 22.1,
      course: 242,
      attributes: {
        versionFw: '521',
        batteryLevel: 100,
        power: 14.328,
        sat: 7,
        hdop: 0,
        network: { cellTowers: [{ mcc: 616, mnc: 3, lac: 6300, cid: 6853 }] },
      },
    },
    ack: '+SACK:19E2$',
  },
  {
    name: 'binary +RSP location report (GL300, type 7)',
    text: binary(
      '2b5253500700fc1fbf005d4501020209563254030003430564377e42071001000000000000007eff75a151025c6a8107e10801081a2a02680003189c1ac500000000000002100700000000000000000007e1080108241019e17ebe0d0a',
    ),
    expected: {
      kind: 'position',
      fixTime: '2017-08-01T08:26:42.000Z',
      valid: false,
      latitude: 39.611009,
      longitude: -9.068207,
      altitude: 126,
      speedKmh: 0,
      course: 0,
      attributes: { batteryLevel: 100, power: 14.206, sat: 7, hdop: 0 },
    },
    ack: '+SACK:19E1$',
  },
  {
    name: 'binary +EVT event type 12 (GL300, older firmware)',
    text: binary(
      '2b4556540c00fc1fbf005c4501010108563254030003430564312a41090100000000003f007dff75a11a025c6a7807e1070a14041202680003189c1ac500000000000000000000000000000000000007e1070b041134054e5c6e0d0a',
    ),
    expected: {
      kind: 'position',
      fixTime: '2017-07-10T20:04:18.000Z',
      valid: false,
      latitude: 39.611,
      longitude: -9.068262,
      altitude: 125,
      course: 63,
      attributes: { versionFw: '264', batteryLevel: 100, power: 12.586, sat: 9 },
    },
    ack: '+SACK:054E$',
  },
  {
    name: 'binary +HBD heartbeat (GV200, mask EB: device type, firmware version, IMEI, send time, count)',
    text: binary('2b484244eb1e010c01235c1f0343231b0007dc011e092026000de29c0d0a'),
    expected: { kind: 'heartbeat' },
    ack: '+SACK:GTHBD,,000D$',
  },
  {
    name: 'unknown: binary +RSP with another report mask (a device name where the id is)',
    text: binary(
      '2B5253500300FC1FFF0064450102020867623130302D446F642F442105007018217345005F010100000001100045073C4D4101DB86BD07E106130B2B0F0460000018770013000000030000000106020F2300002714301107E106130B2B1003424EFB0D0A',
    ),
    expected: null,
    ack: null,
    unknownType: 'binaryRSP',
  },
  {
    name: 'unknown: binary +INF information report',
    text: binary(
      '2b494e4601fd7f0076676231303000000045010202090104020500004100054007e107150b061d0000003f010e02580000000000d0312a1013648935103226313921591f1200000000000302680003189c1ac3001b02680003189c1ac4000d02680003189c1ac5001207e107150b0d3704f658060d0a',
    ),
    expected: null,
    ack: null,
    unknownType: 'binaryINF',
  },
  {
    name: 'unknown: binary +ACK',
    text: binary('2b41434b017f244501010108676231303000000000ffff07e1070b03112d054dfe030d0a'),
    expected: null,
    ack: null,
    unknownType: 'binaryACK',
  },
];

/**
 * A binary compressed report (type 100) of the GL300 of the binary frames above, driving through
 * Portugal: 268 points, checked in `queclinkBinary.test.ts`.
 */
export const QUECLINK_COMPRESSED_REPORT =
  '2b5253506400fc1fbf058e450102020956325403000343056438ed2205010e61c6f0ff75a1b4025c6af959803d8ba07ffe17dea03f7e1fdda0007df7dfa03e7e3fd0a0befdf7cea001fddfd8a000fdefdca042fd9fe1a0427d6fe9a0017db7dca0407d47e7a0027d67e5bfc0fd77eca03ffd8fe4bfff7dcfddbffd7dbfdebffdfddfe2bfbe7e0fe1bf7f7e67e2bf7bfed7e2bf7c7f5fe2bffbffc7e3a12880a7daa0b9013fe3a0f801b7dfa0bd81efe1a03f8207e0a03e8217e4a07e023fe9a0bd824feca03a02affda07b02d004a07f02e007a00002d808a041830001a003834fefa00402b7eebf8382a7ebbfc28267e9bf81821fe3bf0181d7e3bf01016fe9bf010117edbf4080c7f6bf7f8087fabfbf805ff9a0fa8097fca23401300aa0b4016019a13a817026a13b81883ea0be81a83fa0bd81b03ba00101d83abfc0039874bfc081b835bfbf819834bfc081982fa01004702ea00502500da002827802bfc0825fffbf41821fffbf4081d801bf3f816802bec180fffebec20077fdbf80002801bfc0000800a000000800e0e0a202804ffba14a8127eea0460107e4a0cc809fd9a0c4004fcda0c2004fcaa080007fbfa0410067bebfc100c7b6a03f8037c1bfbf004fc6a03f0057c6a0410027c5a081001fbaa0418017baa001001fb8a0007fe7bca000ffdfb7a0817fc7b7a040ffbfb3a0407fb7b4a0407fb7b1bf807fbfb3a0007fb7b5a0007fb7b1a0007fb7b2a0007fbfb3a0407fafaba000ffb7ada0017f97aba040ff7faca001ff77b6bf3fff67b3bf007f87bea082ff47b4bfc27f17c1bfffff3fc2bebdff9fcabe3effbfe0bf3cff47e9a03c002ff0a1740097e9a1f8813fe1a12f01f7fca0fa028ff8a07f02a7fea041829007a00302bff8bf810287f2a0080257e1a0050207dbbfc481cfd3a044819fcda043015fc3a043810fc2a0c680a7b2a0448027b0a0857fa7aea0c37f67a2a0017ee7a7a0407f0f9fa000ff079fa03ffeffa1a03ffeffa2a07fff17a0a03fff1fa0a03fff2fa2a03fff3fa0a07fff47a2a0007f579fa03fff4f9da03fff679ca0007f679ea000ff4f9ca07fff5f9ca0007f579cbfc07f5f9fbf407f6fa6bf807f6fabbfc07f7fadbf807f87b2a0407f87b0a0407f77aba000ff77afbfc07f77aea03fff7fada07fff7faca000ff7fada0007f77abbfc0ff77b0a000ff7faea042ff2faba0037ee7ada0437e57a1a0037e27abbfc1fdf7bcbf827defc5bf01fe0fcebf017e3fd5bfc17e2fdca0ff7e27d7a13cfe27cba0bd7e0fa7a07d7e6fb9a07d7eb7b3a07efedfaea03ffef7afa0c07eefa7a07f7f07a3a03fff0fa3a03f7f27a2a03f7f37a4bfff7f6fa3bfff7f5fa3a07eff979fa03f7fbfa2a03f7fdfa1bfbf8017a5bfbf0037adbeff004fb8bfbf004fc1beff804fcbbf7f8047d5bf408027debf408007e8a03e804fdebf7e8027f2bf00ffefffa0400017efa0418017f1a041002feca0410017edbf007fbffea0007fdff6a1018027e4bf81ffc7f6a1008017dca0c10087bea0018097baa083ffc7cda0837fafc7a102ff0fc8a0c27effb9a0c2fe87c1a143fbf78ea07f7dcfc0a0bd7dffb3a03d7e47b1a03ffe77afa07ffe77ada0007e77aebfc07e77afbfc07e8faea03ffea7afbfbf7ecfb4bfbcfeffbbbf7bff8fb8bf7d0027bebffb809fc7bffa00ffc9bf78813fd9a03d8197e1a03b81d7e6a07e01efdda00081bfdda00101bfdba03f81a7dfbfc001afdbbfbd81a7f1bfbe0187eebf80814feea0028127e7a081813fe2a0010147e6a03e8147f4a0408167eca040817fe7a0018157e4bfc8011fdaa08b002fd1a009ffa7d5a009fe57f6a04b7df7f4a0097e07eca0027df7edbf807e2feca000fe3feca07ffe37f0a0407e0ff7a040fde7f0a0007de7eea000fdcff4a001fddffaa000fdcff8a0027dcffda07f7dbff3a03f7dc7f402680003189c355300000109000002120700000000000000000007e1080108290019e63b5c0d0a';
