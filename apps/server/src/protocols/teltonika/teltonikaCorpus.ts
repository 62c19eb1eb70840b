/**
 * Real Teltonika packets with the values each must decode to (see README.md for sources and
 * licences), and malformed variants of them that must be refused cleanly. TCP packets are decoded
 * on a connection that has sent its IMEI; UDP datagrams carry their IMEI themselves.
 */

/** What one record must hold; speeds in km/h as the devices send them. */
export interface TeltonikaExpectedPosition {
  fixTime: string;
  valid: boolean;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course: number;
  altitude?: number;
  /** Attributes that must be present with these values (others may be present too). */
  attributes?: Record<string, unknown>;
}

/** A command response: its text and time, or the accessory attributes it carried. */
export interface TeltonikaExpectedResponse {
  result?: string;
  deviceTime?: string;
  attributes?: Record<string, unknown>;
}

export type TeltonikaExpected =
  /** Records to store: the exact acknowledgement, the record count, and chosen records by index. */
  | {
      kind: 'records';
      ack: string;
      count: number;
      /** The IMEI a UDP datagram names. */
      uniqueId?: string;
      positions: [number, TeltonikaExpectedPosition][];
    }
  /** Command responses (codecs 12, 13): no acknowledgement. */
  | { kind: 'responses'; results: TeltonikaExpectedResponse[] }
  /** A packet cut short: the connection waits for the rest and hands out nothing. */
  | { kind: 'incomplete' }
  /** Not Teltonika, or not what its header says: refused with this `ProtocolError` code. */
  | { kind: 'refused'; code: string }
  /** A codec the server does not read: skipped without an answer and reported once. */
  | { kind: 'unknownCodec'; codec: number };

export interface TeltonikaCorpusFrame {
  name: string;
  /** Traccar's decoder tests, the vendor's protocol documentation, or the teltonika Go library's tests. */
  source: 'traccar' | 'vendor' | 'zanibekov';
  transport: 'tcp' | 'udp';
  hex: string;
  expected: TeltonikaExpected;
}

export const TELTONIKA_CORPUS: readonly TeltonikaCorpusFrame[] = [
  {
    name: 'codec 8, three records (FMB, Karachi), with the serving cell',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000da08030000017fcedf499600280431be0eded45d0038012d100000fa100901000200b300b4004501500415034702fa00054232a1180000cd3b2fce281d43001f02c700000006f10000a029000000017fcedea99600280432070eded3dd00380046130009000f0801010200b300b400450150051502470205423276180009cd3b2fce281d43001f02c700000027f10000a0290000000179d50853180027f65d3f0ed67212001500f1110061000f0801010200b300b4004501500515034702054234f4180061cd53d1ce28c043003e02c700000147f1000000290003000052cb',
    expected: {
      kind: 'records',
      ack: '00000003',
      count: 3,
      positions: [
        [
          0,
          {
            fixTime: '2022-03-28T04:53:34.230Z',
            valid: true,
            latitude: 24.9484381,
            longitude: 67.1363518,
            speedKmh: 0,
            course: 301,
            altitude: 56,
            attributes: {
              sat: 16,
              event: 250,
              power: 12.961,
              in1: false,
              io69: 1,
              tripOdometer: 6,
              network: { cellTowers: [{ mcc: 410, mnc: 1, lac: 10269, cid: 15151 }] },
            },
          },
        ],
        [
          2,
          {
            fixTime: '2021-06-04T03:19:23.160Z',
            valid: true,
            latitude: 24.893493,
            longitude: 67.0457151,
            speedKmh: 97,
            course: 241,
            altitude: 21,
            attributes: { sat: 17, in1: true, rssi: 3, power: 13.556, tripOdometer: 327 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 Extended, two records without a fix (general alarm, battery)',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000b98e0200000179555c7bf8010b3a1cfbebc142b00000000000000000ec000f000900f00000150000c80000450200710100740001070100fa0000ec01000500b500000018000000430d560044000000190000000100f1000000000000000000000179555c83c8010b3a1cfbebc142b0000000000000000185000f000900f00000150000c80000450200710100740001070100fa00018511000500b500000018000000430d560044000000190000000100f100000000000000000200003251',
    expected: {
      kind: 'records',
      ack: '00000002',
      count: 2,
      positions: [
        [
          0,
          {
            fixTime: '2021-05-10T08:19:55.000Z',
            valid: false,
            latitude: -33.9656016,
            longitude: 18.8357883,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { sat: 0, event: 236, priority: 1, alarm: 'general', battery: 3.414, motion: false },
          },
        ],
        [
          1,
          {
            fixTime: '2021-05-10T08:19:57.000Z',
            valid: false,
            latitude: -33.9656016,
            longitude: 18.8357883,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { event: 389, io389: 17 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 Extended with VIN and fault codes (OBD)',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000a38e0100000178b11c9e1000040bbbc91f03190c002100e113001300000010000600ef0100f00100150300c800004501001e070005004237e00018000a00ce166200430f970024059f000300f10000665900c70000001e00100000a1b500000002010000115756315a5a5a32455a38363031353338380119002950303239392c50303637352c50303637342c50303637322c50303637312c50303437312c50324241430100001ad8',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2021-04-08T10:52:26.000Z',
            valid: true,
            latitude: 52.0296716,
            longitude: 6.7877833,
            speedKmh: 19,
            course: 225,
            altitude: 33,
            attributes: {
              sat: 19,
              ignition: true,
              motion: true,
              power: 14.304,
              battery: 3.991,
              odometer: 41397,
              tripOdometer: 30,
              vin: 'WV1ZZZ2EZ86015388',
              dtcs: 'P0299 P0675 P0674 P0672 P0671 P0471 P2BAC',
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 Extended with an iBeacon list (IO 385)',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000858e0200000174431aadc100061d888f21000e8a0032002e0c000001810001000000000000000000010181001711210102030405060708090a0b0c0d0e0f10020b010ad000000174431a389100061d888f21000e8a0033002e0d000001810001000000000000000000010181001711210102030405060708090a0b0c0d0e0f10020b010ad2020000492b',
    expected: {
      kind: 'records',
      ack: '00000002',
      count: 2,
      positions: [
        [
          0,
          {
            fixTime: '2020-08-31T06:00:56.001Z',
            valid: true,
            latitude: 55.365185,
            longitude: 10.2598799,
            speedKmh: 0,
            course: 46,
            altitude: 50,
            attributes: {
              sat: 12,
              event: 385,
              beacon1Uuid: '0102030405060708090a0b0c0d0e0f10',
              beacon1Major: 523,
              beacon1Minor: 266,
              beacon1Rssi: -48,
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 13 response with a time stamp (wrong CRC in the capture, read anyway)',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000001c0d01050000001056e924222347455420444154414f524445520d0a0100004990',
    expected: {
      kind: 'responses',
      results: [{ result: '#GET DATAORD', deviceTime: '2016-03-16T09:15:14.000Z' }],
    },
  },
  {
    name: 'codec 13 response "getinfo"',
    source: 'vendor',
    transport: 'tcp',
    hex: '00000000000000170d01050000000f0000016c0a81c320676574696e666f0100006855',
    expected: { kind: 'responses', results: [{ result: 'getinfo', deviceTime: '2019-07-19T13:52:52.000Z' }] },
  },
  {
    name: 'codec 12 axle-load report of a weighing accessory',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000004f0c01060000004755555555777730362e343b30342e323b30302e303b30302e303b30302e303b30302e303b30302e303b30302e303b30312e333b30302e303b31302e373b30302e303b5353530d0a010000e371',
    expected: {
      kind: 'responses',
      results: [
        {
          attributes: {
            axle1: 6.4,
            axle2: 4.2,
            axle3: 0,
            loadTruck: 1.3,
            loadTrailer: 0,
            totalTruck: 10.7,
            totalTrailer: 0,
          },
        },
      ],
    },
  },
  {
    name: 'codec 12 binary response, reported as hex',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000100c010600000008010300010015d5c5010000d988',
    expected: { kind: 'responses', results: [{ result: '010300010015d5c5' }] },
  },
  {
    name: 'codec 8 (FMB, Vienna): BLE temperature, power, battery, odometer, cell',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000004c08010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2019-01-04T12:27:19.000Z',
            valid: true,
            latitude: 48.1523066,
            longitude: 16.3745183,
            speedKmh: 83,
            course: 198,
            altitude: 190,
            attributes: {
              sat: 15,
              motion: true,
              rssi: 3,
              power: 14.233,
              battery: 3.976,
              bleTemp1: 30,
              odometer: 2656224,
              in1: true,
              network: { cellTowers: [{ mcc: 232, mnc: 1, lac: 17007, cid: 63501 }] },
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 Extended with VIN, accelerometer, PDOP and HDOP',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000818e0100000166e368a510000f0d8b5b20961c35008d010308000000000014000900ef0000f00100500100150400c800004501001e00002500002900000a00b5000800b60007004230dc0018000000430fcb0044005f001103de001200e50013001200240000000000000001010000113141314a433534343452373235323336370100005e99',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2018-11-05T10:26:18.000Z',
            valid: true,
            latitude: 54.6708533,
            longitude: 25.2545883,
            speedKmh: 0,
            course: 259,
            altitude: 141,
            attributes: {
              sat: 8,
              ignition: false,
              motion: true,
              pdop: 0.8,
              hdop: 0.7,
              power: 12.508,
              battery: 4.043,
              axisX: 990,
              axisY: 229,
              axisZ: 18,
              vin: '1A1JC5444R7252367',
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 16, two records (wrong CRC in the capture, read anyway)',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000009d10020000013feb55ff74000f0ea850209a690000ae00b90b00000000070a050001000002000003000004000120000200180000004601290200c700000000004c0000000001003e00000000000000000000015b198c7498000f0dbc502095872f00ae00b90b00000000070a050001000002000003000004000120000200180000004601290200c700000000004c0000000001003e000000000000000002000009a5',
    expected: {
      kind: 'records',
      ack: '00000002',
      count: 2,
      positions: [
        [
          0,
          {
            fixTime: '2013-07-17T06:34:09.140Z',
            valid: true,
            latitude: 54.6990336,
            longitude: 25.2618832,
            speedKmh: 0,
            course: 185,
            altitude: 174,
            attributes: { sat: 11, in1: false, io70: 297 },
          },
        ],
        [
          1,
          {
            fixTime: '2017-03-29T10:11:27.000Z',
            valid: true,
            latitude: 54.6670383,
            longitude: 25.2558416,
            speedKmh: 0,
            course: 185,
            altitude: 174,
            attributes: { sat: 11 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 16 (Santiago): two-byte ids, generation type',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000009f100100000164d855401800d5e3b744ec11c762023b011a060000000007200a010000010500010600010d00010e00010f00011600011700011800011f001301010000010700000108000001090000010a0000010b0000010c000001100000011100000112000001130000011400000115000001190000011a0000011b0000011c0000011d0000011e000003010200000000010300000000010400000000000100000d3b',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2018-07-26T20:43:43.000Z',
            valid: true,
            latitude: -33.4379166,
            longitude: -70.64967,
            speedKmh: 0,
            course: 282,
            altitude: 571,
            attributes: { sat: 6, io256: 0, io287: 0 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 with green-driving (hard acceleration), temperatures, operator (wrong CRC in the capture)',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000008c08010000013feb55ff74000f0ea850209a690000940000120000001e09fd01fe210300040016014703f0001504c8000c0900730a00460b00501300464306d7440000b5000bb60007422e9f180000cd0386ce000107c700000000f10000601a46000001344800000bb84900000bb84a00000bb84c00000000024e0000000000000000cf00000000000000000100003fca',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2013-07-17T06:34:09.140Z',
            valid: true,
            latitude: 54.6990336,
            longitude: 25.2618832,
            speedKmh: 0,
            course: 0,
            altitude: 148,
            attributes: {
              sat: 18,
              alarm: 'hardAcceleration',
              io254: 33,
              power: 11.935,
              temp1: 300,
              hdop: 0.7,
              pdop: 1.1,
              network: { cellTowers: [{ mcc: 246, mnc: 2, lac: 1, cid: 902 }] },
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 with CAN data and 8-byte values beyond 2^53 (kept as text)',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000a708010000016269e7d9a8000a5a0f0a1cbf8f3300880046120000001c0801014f005100550f740073007801790103430000440000426f980b540000000056000045275700000047580000022659000000005d0000000068000003d07100007355870000000288000000008a000045270669584c5241534834336a30304731363538326b3600ffffff0000008155412055414430308230303039383236368330303000000000000100008396',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2018-03-28T00:00:25.000Z',
            valid: true,
            latitude: 48.2316083,
            longitude: 17.367425,
            speedKmh: 0,
            course: 70,
            altitude: 136,
            attributes: {
              sat: 18,
              power: 28.568,
              rpm: 15,
              fuel: 0,
              obdOdometer: 71,
              io105: '6362550814091260979',
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 without a fix: analog input, ignition off',
    source: 'traccar',
    transport: 'tcp',
    hex: '0000000000000035080100000161f37c50500020de5ba60ef11450000000000000000006040100b300b400ef000109002000014e0000000000000000010000be52',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2018-03-05T00:07:46.000Z',
            valid: false,
            latitude: 25.06804,
            longitude: 55.1443366,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { sat: 0, ignition: false, out1: false, adc1: 0.032 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 with inputs, analog inputs, Dallas temperatures, cell',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000008c08010000013feb55ff74000f0ea850209a690000940000120000001e09010002000300040016014703f0001504c8000c0900730a00460b00501300464306d7440000b5000bb60007422e9f180000cd0386ce000107c700000000f10000601a46000001344800000bb84900000bb84a00000bb84c00000000024e0000000000000000cf00000000000000000100003fca',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2013-07-17T06:34:09.140Z',
            valid: true,
            latitude: 54.6990336,
            longitude: 25.2618832,
            speedKmh: 0,
            course: 0,
            altitude: 148,
            attributes: {
              sat: 18,
              in1: false,
              in4: false,
              adc1: 0.115,
              adc2: 0.07,
              temp2: 300,
              power: 11.935,
              battery: 1.751,
              operator: 24602,
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8, fourteen records of a trip (Porto)',
    source: 'traccar',
    transport: 'tcp',
    hex: '0000000000000401080e0000015d12cc211000fadaf627186742f5000d0048080006000a040100f001500515000342318a430fe344000003c700000000f1000068b61000001b05000000015d12c6683800fadaf72118673f82000000000000000007030100f00050040342318a430fe344000001f1000068b6000000015d12bd407800fadaf72118673f82000000000000000007030100f000500403423179430fe144000001f1000068b6000000015d12b414d000fadaf72118673f82000400900c0000fa120a0100f00050051502080007010552090e6f4bfa000542316a430fe14400000600006202b203c700002328f1000068b61000001b05000000015d12b3074800fadaf2821867436a000400890d00170011090100f00150011502081007010553090e6f4d054231fb430fe14400000603ae6202a003c700002328f1000068b61000001b05000000015d12b2ff7800fadaee89186747c60005009a0d001d0011090100f00150011502081b07010553090e6f4d05423125430fe144000006050862029e03c700002328f1000068b61000001b05000000015d12b2e42000fadae8cf18675e0a000300a60d00210011090101f00150011502082407030554090e6f4d0542310a430fe14400000606cf62029703c700002328f1000068b61000001b05000000015d12b2d48000fadae05818676a16000400930c00240011090100f00150011502082207010554090e6f4e05423738430fe144000006066a62029303c700002328f1000068b61000001b05000000015d12b2a1b800fadac33e18678e48000600940d00150011090101f00150051500081907030553090e6f4e054239cc430fe14400000607c662028603c700002328f1000000001000001b05000000015d12b29dd000fadac19d18678fc8000700820d00110011090100f00150051500081607030553090e6f4e054238c8430fe14400000606d962028503c700002328f1000000001000001b05000000015d12b299e800fadabfa9186790e3000700670d00110011090101f00150051500081407030553090e6f4e054231e5430fe144000006060a62028403c700002328f1000000001000001b05000000015d12b2960000fadabd4018679104000600510d00120011090101f00150051500081207030553090e6f4e054231ce430fe144000006057062028303c700002328f1000000001000001b05000000015d12b27aa800fadaa96518678b7c000600470d00120011090101f00150051500081807030551090e6f4e05423a70430fe144000006074462027c03c700002328f1000000001000001b05000000015d12b276c000fadaa73f18678ae60006003b0d000e0011090101f00150051500081607030551090e6f4e05423a5a430fe14400000606b762027b03c700002328f1000000001000001b05000e000007a4',
    expected: {
      kind: 'records',
      ack: '0000000e',
      count: 14,
      positions: [
        [
          0,
          {
            fixTime: '2017-07-05T12:49:14.000Z',
            valid: true,
            latitude: 40.9420533,
            longitude: -8.6313433,
            speedKmh: 6,
            course: 72,
            altitude: 13,
            attributes: {
              sat: 8,
              motion: true,
              power: 12.682,
              battery: 4.067,
              odometer: 6917,
              operator: 26806,
            },
          },
        ],
        [
          1,
          {
            fixTime: '2017-07-05T12:42:59.000Z',
            valid: false,
            latitude: 40.941965,
            longitude: -8.6313183,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { sat: 0, motion: false },
          },
        ],
        [
          13,
          {
            fixTime: '2017-07-05T12:21:12.000Z',
            valid: true,
            latitude: 40.943895,
            longitude: -8.6333633,
            speedKmh: 14,
            course: 59,
            altitude: 6,
            attributes: { sat: 13, power: 14.938 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8, eight records (1-wire temperature, ignition off)',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000002cb08080000015a71ccbec00002fc9bfc1e53a1e00016004cf80005001914150216056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d20003480100c6000ac500ce02c80000654ec700004ee8000000015a725aaac80002fc933c1e539d4000150049f80000001914150116056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f4c6000ac500ce02c80000654ec700004ee8000000015a75a42c900002fc97d01e539640001d0008020000001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f8c6000ac500ce02c80006ba5ac700004ee8000000015a75a440180002fc931c1e539b60001d00b9020001001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800fac6000ac500ce02c80006ba5ac700004ee8000000015a75a453a00002fc93601e539cc0001d015d0c0000001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f9c6000ac500ce02c80006ba5ac700004ee8000000015a75a467280002fc93801e539cc0001d013c0c0000001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f9c6000ac500ce02c80006ba5ac700004ee8000000015a75a47ab00002fc92cc1e539c80001d00b00c0000001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f8c60004c5000a02c800003085c70006ba5a000000015a75a48e380002fc92ec1e539c40001d00410c0000001914150116056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f8c6000ac500ce02c80000c83dc700004ee800080000e0b2',
    expected: {
      kind: 'records',
      ack: '00000008',
      count: 8,
      positions: [
        [
          0,
          {
            fixTime: '2017-02-24T20:25:28.000Z',
            valid: true,
            latitude: 50.8797408,
            longitude: 5.0109436,
            speedKmh: 5,
            course: 76,
            altitude: 22,
            attributes: { ignition: false, motion: false, temp1: 25.6, rssi: 2 },
          },
        ],
        [
          7,
          {
            fixTime: '2017-02-25T14:20:03.000Z',
            valid: true,
            latitude: 50.8795968,
            longitude: 5.0107116,
            speedKmh: 0,
            course: 65,
            altitude: 29,
            attributes: { sat: 12, temp1: 24.8 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8, four records with an iButton driver id',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000009f080400000159738f76b8012e13b796110ab27600d700000b00004e01000000014e000000000000000000000159738f6ee8012e13b796110ab27600d700000a00004e01000000014e01000b00791c179300000159738f6b00012e13b796110ab27600d700000a00004e01000000014e000000000000000000000159738f5f48012e13b796110ab27600d700000b00004e01000000014e01000b00791c17930400009671',
    expected: {
      kind: 'records',
      ack: '00000004',
      count: 4,
      positions: [
        [
          0,
          {
            fixTime: '2017-01-06T11:34:59.000Z',
            valid: true,
            latitude: 28.5913718,
            longitude: 77.3044118,
            speedKmh: 0,
            course: 0,
            altitude: 215,
            attributes: { sat: 11, event: 78, priority: 1 },
          },
        ],
        [
          1,
          {
            fixTime: '2017-01-06T11:34:57.000Z',
            valid: true,
            latitude: 28.5913718,
            longitude: 77.3044118,
            speedKmh: 0,
            course: 0,
            altitude: 215,
            attributes: { driverUniqueId: '93171C79000B0001' },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 12 text response of a serial accessory',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000710c0106000000694154244d5347534e443d342c225354474234302c50522c3335363630313036303236353035302c313630343232313531372c313630343232313531382c432c2b3032332e332c302c2b3032332e312c302c4445414354492c302c4445414354492c302c312c30220d0a010000d8db',
    expected: {
      kind: 'responses',
      results: [
        {
          result:
            'AT$MSGSND=4,"STGB40,PR,356601060265050,1604221517,1604221518,C,+023.3,0,+023.1,0,DEACTI,0,DEACTI,0,1,0"',
        },
      ],
    },
  },
  {
    name: 'codec 7 (GH3000), four records: IO only, fixes, cell and battery',
    source: 'traccar',
    transport: 'tcp',
    hex: '0000000000000055070450aa14320201f00150aa17f3031f42332a4c4193d68c008d00020901f00150aa1b6a031f423383f54193624f009d00000a01f00150aa1c230fc01a0000552b040164f400dd00f0010143100c0105000000050400006846',
    expected: {
      kind: 'records',
      ack: '00000004',
      count: 4,
      positions: [
        [
          0,
          {
            fixTime: '2015-11-10T21:35:46.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            attributes: { motion: true },
          },
        ],
        [
          1,
          {
            fixTime: '2015-11-10T21:51:47.000Z',
            valid: true,
            latitude: 44.791306,
            longitude: 18.479759,
            speedKmh: 2,
            course: 0,
            altitude: 141,
            attributes: { sat: 9 },
          },
        ],
        [
          3,
          {
            fixTime: '2015-11-10T22:09:39.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            attributes: {
              batteryLevel: 100,
              battery: 4.108,
              rssi: 26,
              operator: 21803,
              roaming: false,
              uptime: 5,
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 with negative altitude (-6 m) and 27 V power',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000003508010000014f8e016420002141bbaf0f4e96a7fffa0000120000000602010047030242669c92000002c7000000009100000000000100002df3',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2015-09-02T12:21:40.000Z',
            valid: true,
            latitude: 25.6808615,
            longitude: 55.7956015,
            speedKmh: 0,
            course: 0,
            altitude: -6,
            attributes: { sat: 18, power: 26.268, in1: false },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8, six records (Jakarta), southern and eastern',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000014708060000013e5a60a4cb003fa7b780fc424518004200000a000000090501010200b300b400f000034268a746011818000001c700000000000000013e5dc8ba28003fa7c080fc4246040001000005000000090501010200b300b400f001034268b44600ef18000001c700000000000000013e5dc90455003fa7b640fc424388003a0000070000f0090501010200b300b400f000034268dc4600f718000001c70000001d000000013e5dc9d368003fa7b800fc4244300049000004000000090501010200b300b400f001034267de46010718000001c700000000000000013e5dca311d003fa7b680fc4243cc00420000070000f0090501010200b300b400f0000342685346010b18000001c700000000000000013e5dcfafe9003fa7b600fc4242f0003d000008000000090501010200b300b400f0000342685246011918000001c700000000000600000275',
    expected: {
      kind: 'records',
      ack: '00000006',
      count: 6,
      positions: [
        [
          0,
          {
            fixTime: '2013-04-30T09:58:03.211Z',
            valid: true,
            latitude: -6.27658,
            longitude: 106.7956096,
            speedKmh: 0,
            course: 0,
            altitude: 66,
            attributes: { sat: 10, in1: true, out1: false, motion: false, power: 26.791 },
          },
        ],
        [
          5,
          {
            fixTime: '2013-05-01T01:58:12.201Z',
            valid: true,
            latitude: -6.2766352,
            longitude: 106.7955712,
            speedKmh: 0,
            course: 0,
            altitude: 61,
            attributes: { sat: 8, power: 26.706 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 with analog input and 10.6 V battery',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000002c08010000013eff8d6f9800173295002111f400008100ae0b0000000401010003090016432980422f7200000100007a5d',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2013-06-01T11:44:19.352Z',
            valid: true,
            latitude: 55.4824704,
            longitude: 38.9190912,
            speedKmh: 0,
            course: 174,
            altitude: 129,
            attributes: { sat: 11, adc1: 0.022, battery: 10.624, power: 12.146 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 7 (GH3000) with float coordinates and a cell (Bucharest)',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000003107024c61410b013f4231c2c141d0beb9003d000005006483ff4c6140eb013f4231c2c141d0beb9003d000005006483ff02000041df',
    expected: {
      kind: 'records',
      ack: '00000002',
      count: 2,
      positions: [
        [
          0,
          {
            fixTime: '2013-07-31T22:30:35.000Z',
            valid: true,
            latitude: 44.440189,
            longitude: 26.093126,
            speedKmh: 0,
            course: 0,
            altitude: 61,
            attributes: { sat: 5, network: { cellTowers: [{ lac: 100, cid: 33791 }] } },
          },
        ],
        [
          1,
          {
            fixTime: '2013-07-31T22:30:03.000Z',
            valid: true,
            latitude: 44.440189,
            longitude: 26.093126,
            speedKmh: 0,
            course: 0,
            altitude: 61,
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 with negative altitude (-4 m) and millisecond time',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000002b080100000140d4e3ec6e000cc661d01674a5e0fffc00000900000004020100f0000242322318000000000100007a04',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2013-08-31T15:00:41.710Z',
            valid: true,
            latitude: 37.6743392,
            longitude: 21.432776,
            speedKmh: 0,
            course: 0,
            altitude: -4,
            attributes: { sat: 9, motion: false, power: 12.835 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 12 text response "#FM2=…"',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000002d0c01060000002523464d323d3236323033323736313732313339362c32363230332c30372e30322e30350d0a0100009a2e',
    expected: { kind: 'responses', results: [{ result: '#FM2=262032761721396,26203,07.02.05' }] },
  },
  {
    name: 'codec 8 (FMB, Yekaterinburg): ignition, PDOP, HDOP, cell without operator',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000004508010000015eb70a86d00024089d4d21dee3860137005f12005f000e06ef01f00150011503c800450108b5000bb6000642382718005fcd057ace19d3430f57440000000001000002bf',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2017-09-25T03:17:54.000Z',
            valid: true,
            latitude: 56.8255366,
            longitude: 60.4544333,
            speedKmh: 95,
            course: 95,
            altitude: 311,
            attributes: {
              sat: 18,
              ignition: true,
              motion: true,
              pdop: 1.1,
              hdop: 0.6,
              power: 14.375,
              battery: 3.927,
              io69: 1,
              network: { cellTowers: [{ lac: 6611, cid: 1402 }] },
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 (FMB) with the operator in the cell',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000004a08010000015ebc1da508002411926621f15246010b00b913005e000f06ef01f00150011505c800450108b5000bb6000642381b18005ecd0318ce19cd430f5844000001f1000061a900010000c8e1',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2017-09-26T02:56:53.000Z',
            valid: true,
            latitude: 56.9463366,
            longitude: 60.5131366,
            speedKmh: 94,
            course: 185,
            altitude: 267,
            attributes: {
              sat: 19,
              ignition: true,
              rssi: 5,
              power: 14.363,
              network: { cellTowers: [{ mcc: 250, mnc: 1, lac: 6605, cid: 792 }] },
            },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 with the optional 16-byte element block (empty), eleven records',
    source: 'traccar',
    transport: 'tcp',
    hex: '0000000000000158080b0000015d4b4dc07a00d5dbd13eec04324e020e0000120000000000000000000000015d4b4cd5e800d5dbd13eec04324e020e0000120000000000000000000000015d4b4beb8800d5dbd13eec04324e020e0000130000000000000000000000015d4b4b012800d5dbd13eec04324e020e0000120000000000000000000000015d4b4a16c800d5dbd13eec04324e020f0000110000000000000000000000015d4b492c6800d5dbd13eec04324e020f0000110000000000000000000000015d4b48420800d5dbd13eec04324e020f0000120000000000000000000000015d4b4757a800d5dbd13eec04324e020f00000f0000000000000000000000015d4b466d4800d5dbd13eec04324e020f0000100000000000000000000000015d4b4582e800d5dbd13eec04324e020f0000110000000000000000000000015d4b44988800d5dbd13eec04324e020f0000110000000000000000000b0000ec10',
    expected: {
      kind: 'records',
      ack: '0000000b',
      count: 11,
      positions: [
        [
          0,
          {
            fixTime: '2017-07-16T12:09:33.050Z',
            valid: true,
            latitude: -33.5269298,
            longitude: -70.7014338,
            speedKmh: 0,
            course: 0,
            altitude: 526,
            attributes: { sat: 18 },
          },
        ],
        [
          10,
          {
            fixTime: '2017-07-16T11:59:33.000Z',
            valid: true,
            latitude: -33.5269298,
            longitude: -70.7014338,
            speedKmh: 0,
            course: 0,
            altitude: 527,
            attributes: { sat: 17 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 with the optional 16-byte element block holding an element, eleven records',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000003b5080b0000015ab5642a8800d5db1769ec01d70a020a00e3040004000e0501010200030004006000060900100a00010b0000130000422f1318000302c700000000f7000000000001cb000000000000000000000000000000000000015ab5642e7000d5db178aec01d6d6020a0070040003000e0501010200030004006000060900100a00000b0000130000422f1318000302c700000000f7000000000001cb000000000000000000000000000000000000015ab567050000d5db1805ec01da3c02060101040006000e05010102000300040060000609000f0a00010b0000130000422f0c18000302c700000046f7000000000001cb000000000000000000000000000000000000015ab56708e800d5db1723ec01d9ec020600e5040006000e05010102000300040060000609000f0a00010b0000130000422f1018000502c700000003f7000000000001cb000000000000000000000000000000000000015ab5685cc000d5db20f7ec01d8fa02080033050007000e05010102000300040060000609000f0a00010b0000130000422f0a18000502c700000030f7000000000001cb000000000000000000000000000000000000015ab5693b6800d5db2367ec01d9430211011b040006000e05010102000300040060000609000f0a00010b0000130000422f0c18000302c700000027f7000000000001cb000000000000000000000000000000000000015ab569433800d5db1fb2ec01d9310211008b040006000e0501010200030004006000060900110a00000b0000130000422f1318000402c700000009f7000000000001cb000000000000000000000000000000000000015ab56a0e5800d5db22a2ec01da5502100041050007000e05010102000300040060000609000f0a00000b0000130000422f1118000602c70000000ef7000000000001cb000000000000000000000000000000000000015ab56a700000d5db2afcec01ddb2020a0012050008000e05010102000300040060000609000e0a00000b0000130000422f0918000502c700000026f7000000000001cb000000000000000000000000000000000000015ab56a73e800d5db2ad8ec01de65020a014e050008000e05010102000300040060000609000f0a00010b0000130000422f0818000702c700000002f7000000000001cb000000000000000000000000000000000000015ab56a7bb800d5db2971ec01e00e020a013f040008000e0501010200030004006000060900100a00020b0000130000422f0b18000802c700000004f7000000000001cb000000000000000000000000000000000b00007c5f',
    expected: {
      kind: 'records',
      ack: '0000000b',
      count: 11,
      positions: [
        [
          0,
          {
            fixTime: '2017-03-09T23:25:25.000Z',
            valid: true,
            latitude: -33.5423734,
            longitude: -70.7061911,
            speedKmh: 4,
            course: 227,
            altitude: 522,
            attributes: {
              sat: 4,
              in1: true,
              power: 12.051,
              adc1: 0.016,
              io203: '00000000000000000000000000000000',
            },
          },
        ],
        [
          10,
          {
            fixTime: '2017-03-09T23:32:19.000Z',
            valid: true,
            latitude: -33.5421426,
            longitude: -70.7057295,
            speedKmh: 8,
            course: 319,
            altitude: 522,
            attributes: { sat: 4, power: 12.043 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8, vendor example 1 (no fix, external voltage, operator)',
    source: 'vendor',
    transport: 'tcp',
    hex: '000000000000003608010000016b40d8ea30010000000000000000000000000000000105021503010101425e0f01f10000601a014e0000000000000000010000c7cf',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2019-06-10T10:04:46.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { priority: 1, event: 1, rssi: 3, in1: true, power: 24.079, operator: 24602 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8, vendor example 2',
    source: 'vendor',
    transport: 'tcp',
    hex: '000000000000002808010000016b40d9ad80010000000000000000000000000000000103021503010101425e100000010000f22a',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2019-06-10T10:05:36.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { rssi: 3, in1: true, power: 24.08 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8, vendor example 3 (two records)',
    source: 'vendor',
    transport: 'tcp',
    hex: '000000000000004308020000016b40d57b480100000000000000000000000000000001010101000000000000016b40d5c198010000000000000000000000000000000101010101000000020000252c',
    expected: {
      kind: 'records',
      ack: '00000002',
      count: 2,
      positions: [
        [
          0,
          {
            fixTime: '2019-06-10T10:01:01.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { in1: false },
          },
        ],
        [
          1,
          {
            fixTime: '2019-06-10T10:01:19.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { in1: true },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 Extended, vendor example (odometer, 8-byte elements)',
    source: 'vendor',
    transport: 'tcp',
    hex: '000000000000004a8e010000016b412cee000100000000000000000000000000000000010005000100010100010011001d00010010015e2c880002000b000000003544c87a000e000000001dd7e06a00000100002994',
    expected: {
      kind: 'records',
      ack: '00000001',
      count: 1,
      positions: [
        [
          0,
          {
            fixTime: '2019-06-10T11:36:32.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { priority: 1, in1: true, axisX: 29, odometer: 22949000, io14: 500686954 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 16, vendor example (two records)',
    source: 'vendor',
    transport: 'tcp',
    hex: '000000000000005f10020000016bdbc7833000000000000000000000000000000000000b05040200010000030002000b00270042563a00000000016bdbc7871800000000000000000000000000000000000b05040200010000030002000b00260042563a00000200005fb3',
    expected: {
      kind: 'records',
      ack: '00000002',
      count: 2,
      positions: [
        [
          0,
          {
            fixTime: '2019-07-10T12:06:54.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { event: 11, power: 22.074 },
          },
        ],
        [
          1,
          {
            fixTime: '2019-07-10T12:06:55.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { power: 22.074 },
          },
        ],
      ],
    },
  },
  {
    name: 'UDP codec 8, vendor example',
    source: 'vendor',
    transport: 'udp',
    hex: '003dcafe0105000f33353230393330383634303336353508010000016b4f815b30010000000000000000000000000000000103021503010101425dbc000001',
    expected: {
      kind: 'records',
      ack: '00050000010501',
      count: 1,
      uniqueId: '352093086403655',
      positions: [
        [
          0,
          {
            fixTime: '2019-06-13T06:23:26.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { priority: 1, rssi: 3, in1: true, power: 23.996 },
          },
        ],
      ],
    },
  },
  {
    name: 'UDP codec 8 Extended, vendor example',
    source: 'vendor',
    transport: 'udp',
    hex: '005fcafe0107000f3335323039333038363430333635358e010000016b4f831c680100000000000000000000000000000000010005000100010100010011009d00010010015e2c880002000b000000003544c87a000e000000001dd7e06a000001',
    expected: {
      kind: 'records',
      ack: '00050000010701',
      count: 1,
      uniqueId: '352093086403655',
      positions: [
        [
          0,
          {
            fixTime: '2019-06-13T06:25:21.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: { axisX: 157, odometer: 22949000 },
          },
        ],
      ],
    },
  },
  {
    name: 'UDP codec 8, four records (FMB with OBD, Czech Republic)',
    source: 'zanibekov',
    transport: 'udp',
    hex: '01e4cafe0126000f333532303934303839333937343634080400000163c803b420010a259e1a1d4a057d00da0128130057421b0a4503f00150051503ef01510052005900be00c1000ab50008b60005427025cd79d8ce605a5400005500007300005a0000c0000007c700000018f1000059d910002d32c85300000000570000000064000000f7bf000000000000000163c803ac50010a25a9d21d4a01b600db0128130056421b0a4503f00150051503ef01510052005900be00c1000ab50008b6000542702ecd79d8ce605a5400005500007300005a0000c0000007c700000017f1000059d910002d32b05300000000570000000064000000f7bf000000000000000163c803a868010a25b5581d49fe5400db0127130057421b0a4503f00150051503ef01510052005900be00c1000ab50008b60005427039cd79d8ce605a5400005500007300005a0000c0000007c700000017f1000059d910002d32995300000000570000000064000000f7bf000000000000000163c803a4b2010a25cc861d49f75c00db0124130058421b0a4503f00150051503ef01510052005900be00c1000ab50008b6000542703ccd79d8ce605a5400005500007300005a0000c0000007c700000018f1000059d910002d32695300000000570000000064000000f7bf000000000004',
    expected: {
      kind: 'records',
      ack: '00050000012604',
      count: 4,
      uniqueId: '352094089397464',
      positions: [
        [
          0,
          {
            fixTime: '2018-06-03T23:37:56.000Z',
            valid: true,
            latitude: 49.1390333,
            longitude: 17.0237466,
            speedKmh: 87,
            course: 296,
            altitude: 218,
            attributes: {
              sat: 19,
              event: 66,
              ignition: true,
              motion: true,
              power: 28.709,
              odometer: 2962120,
              pdop: 0.8,
              hdop: 0.5,
              network: { cellTowers: [{ mcc: 230, mnc: 1, lac: 24666, cid: 31192 }] },
            },
          },
        ],
        [
          3,
          {
            fixTime: '2018-06-03T23:37:52.050Z',
            valid: true,
            latitude: 49.1386716,
            longitude: 17.024935,
            speedKmh: 88,
            course: 292,
            altitude: 219,
            attributes: { power: 28.732 },
          },
        ],
      ],
    },
  },
  {
    name: 'UDP codec 8 Extended, panic record (SOS) with accelerometer',
    source: 'zanibekov',
    transport: 'udp',
    hex: '0086cafe0101000f3335323039333038353639383230368e0100000167efa919800200000000000000000000000000000000fc0013000800ef0000f00000150500c80000450200010000710000fc00000900b5000000b600000042305600cd432a00ce6064001100090012ff22001303d1000f0000000200f1000059d90010000000000000000001',
    expected: {
      kind: 'records',
      ack: '00050000010101',
      count: 1,
      uniqueId: '352093085698206',
      positions: [
        [
          0,
          {
            fixTime: '2018-12-27T12:34:56.000Z',
            valid: false,
            latitude: 0,
            longitude: 0,
            speedKmh: 0,
            course: 0,
            altitude: 0,
            attributes: {
              priority: 2,
              alarm: 'sos',
              event: 252,
              ignition: false,
              axisY: -222,
              axisZ: 977,
              power: 12.374,
            },
          },
        ],
      ],
    },
  },
  {
    name: 'UDP codec 8 (Traccar connectionless test)',
    source: 'traccar',
    transport: 'udp',
    hex: '0049cafe0122000f33353734353430373237313339373508010000015d3766f6a800003eef961ec6215e0063006d09003100070401000200f001c8000242381c18003201c7000000e10001',
    expected: {
      kind: 'records',
      ack: '00050000012201',
      count: 1,
      uniqueId: '357454072713975',
      positions: [
        [
          0,
          {
            fixTime: '2017-07-12T15:24:41.000Z',
            valid: true,
            latitude: 51.630115,
            longitude: 0.4124566,
            speedKmh: 49,
            course: 109,
            altitude: 99,
            attributes: { sat: 9, motion: true, power: 14.364, tripOdometer: 225 },
          },
        ],
      ],
    },
  },
  {
    name: 'codec 8 whose data length promises two bytes more than sent (waits for them)',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000a7080400000113fc208dff000f14f650209cca80006f00d60400040004030101150316030001460000015d0000000113fc17610b000f14ffe0209cc580006e00c00500010004030101150316010001460000015e0000000113fc284945000f150f00209cd200009501080400000004030101150016030001460000015d0000000113fc267c5b000f150a50209cccc0009300680400000004030101150016030001460000015b00040000',
    expected: { kind: 'incomplete' },
  },
  {
    name: 'codec 7 whose data length promises a byte more than sent (waits for it)',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000c7070441bf9db00fff425adbd741ca6e1e009e1205070001030b160000601a02015e02000314006615000a160067010500000ce441bf9d920fff425adbb141ca6fc900a2b218070001030b160000601a02015e02000314006615000a160067010500000cc641bf9d740fff425adbee41ca739200b6c91e070001030b1f0000601a02015f02000314006615000a160066010500000ca841bf9cfc0fff425adba041ca70c100b93813070001030b1f0000601a02015f02000314002315000a160025010500000c3004000000',
    expected: { kind: 'incomplete' },
  },
  {
    name: 'codec 8 whose data length promises 120 bytes more than sent (waits for them)',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000000000a608010000013f14a1d1ce000f0eb790209a778000ab010c0500000000000000000100003390',
    expected: { kind: 'incomplete' },
  },
  {
    name: 'codec 8 with a data length of 0',
    source: 'traccar',
    transport: 'tcp',
    hex: '0000000000000000080100000113fc208dff00209cca800f14f650006f00d60400040004030101150316030001460000015d000100000000',
    expected: { kind: 'refused', code: 'badLength' },
  },
  // Malformed variants of the real packets above (one field changed), and an unknown codec.
  {
    name: 'malformed: codec 8 claiming two records but holding one',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000004c08020000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d',
    expected: { kind: 'refused', code: 'malformedFrame' },
  },
  {
    name: 'malformed: a non-zero preamble',
    source: 'traccar',
    transport: 'tcp',
    hex: '000012000000004c08010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d',
    expected: { kind: 'refused', code: 'badHeader' },
  },
  {
    name: 'malformed: a data length beyond any device packet',
    source: 'traccar',
    transport: 'tcp',
    hex: '00000000ffffffff08010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d',
    expected: { kind: 'refused', code: 'badLength' },
  },
  {
    name: 'malformed: a handshake whose IMEI is not alphanumeric',
    source: 'traccar',
    transport: 'tcp',
    hex: '000f3132333435363738392d3132333435',
    expected: { kind: 'refused', code: 'malformedFrame' },
  },
  {
    name: 'malformed: a handshake longer than any IMEI',
    source: 'traccar',
    transport: 'tcp',
    hex: '004031313131313131313131313131313131313131313131313131313131313131313131313131313131313131313131313131313131313131313131313131313131',
    expected: { kind: 'refused', code: 'badLength' },
  },
  {
    name: 'malformed: codec 12 response longer than its packet',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000002d0c01060000003523464d323d3236323033323736313732313339362c32363230332c30372e30322e30350d0a0100009a2e',
    expected: { kind: 'refused', code: 'malformedFrame' },
  },
  {
    name: 'unknown codec: codec 15 packet (skipped unanswered, reported, connection kept)',
    source: 'traccar',
    transport: 'tcp',
    hex: '000000000000004c0f010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d',
    expected: { kind: 'unknownCodec', codec: 15 },
  },
  {
    name: 'malformed UDP: length beyond the datagram',
    source: 'vendor',
    transport: 'udp',
    hex: '003ecafe0105000f33353230393330383634303336353508010000016b4f815b30010000000000000000000000000000000103021503010101425dbc000001',
    expected: { kind: 'refused', code: 'badLength' },
  },
  {
    name: 'malformed UDP: records cut short',
    source: 'vendor',
    transport: 'udp',
    hex: '0037cafe0105000f33353230393330383634303336353508010000016b4f815b30010000000000000000000000000000000103021503010101',
    expected: { kind: 'refused', code: 'malformedFrame' },
  },
  {
    name: 'malformed UDP: no IMEI',
    source: 'vendor',
    transport: 'udp',
    hex: '002ecafe0105000008010000016b4f815b30010000000000000000000000000000000103021503010101425dbc000001',
    expected: { kind: 'refused', code: 'badLength' },
  },
  {
    name: 'unknown codec over UDP (not answered, reported)',
    source: 'vendor',
    transport: 'udp',
    hex: '003dcafe0105000f3335323039333038363430333635350f010000016b4f815b30010000000000000000000000000000000103021503010101425dbc000001',
    expected: { kind: 'unknownCodec', codec: 15 },
  },
];
