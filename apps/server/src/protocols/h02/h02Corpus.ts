/**
 * Real H02 sentences and binary frames with the values each must decode to (see README.md for
 * sources and licences), plus malformed and cut variants of real ones. Every entry is decoded on a
 * fresh connection at 2024-03-05T06:07:08Z, after `before` when the entry has one.
 */

/** One message a frame must decode to (logins left out); speeds in knots as the devices send them. */
export interface H02Expected {
  kind: 'position' | 'heartbeat' | 'commandResult';
  fixTime?: string;
  deviceTime?: string;
  valid?: boolean;
  latitude?: number;
  longitude?: number;
  altitude?: number;
  speed?: number;
  course?: number;
  /** Attribute values; `undefined` means the attribute must be absent. */
  attributes?: Record<string, unknown>;
  result?: string;
}

export interface H02CorpusFrame {
  name: string;
  /** A text sentence. */
  text?: string;
  /** A binary frame, as hex. */
  hex?: string;
  /** A sentence sent first on the same connection (for frames without an id). */
  before?: string;
  /** The messages after the login, in order. */
  expected: readonly H02Expected[];
  /** The exact answer; `null` when the frame must not be answered. */
  ack?: string | null;
  /** The message type the frame is reported under as unknown. */
  unknownType?: string;
  /** The `ProtocolError` code the frame is refused with. */
  refused?: string;
}

/** The clock of the corpus connections, as the answers carry it. */
export const H02_CORPUS_NOW = '2024-03-05T06:07:08.000Z';

const NOW = H02_CORPUS_NOW;
const cells = (mcc: number, mnc: number, list: [number, number, number?][]) => ({
  cellTowers: list.map(([lac, cid, rssi]) =>
    rssi === undefined ? { mcc, mnc, lac, cid } : { mcc, mnc, lac, cid, rssi },
  ),
});

export const H02_CORPUS: readonly H02CorpusFrame[] = [
  // V1 and its variants: a fix, answered with the server time.
  {
    name: 'V1 with cell fields after the status word',
    text: '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#',
    expected: [
      {
        kind: 'position',
        fixTime: '2015-12-22T16:45:49.000Z',
        valid: true,
        latitude: 9.93978,
        longitude: -84.11178,
        speed: 0,
        course: 0,
        attributes: { status: 0xfffffbff, ignition: false, alarm: undefined, io1: '712' },
      },
    ],
    ack: '*HQ,4210051415,V4,V1,20240305060708#',
  },
  {
    name: 'V1 without an id, after the device identified itself',
    before: '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#',
    text: '*HQ,,V1,173212,A,2225.78879,S,02829.19021,E,0.00,0,290418,FFFFFBFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2018-04-29T17:32:12.000Z',
        valid: true,
        latitude: -22.429813,
        longitude: 28.486504,
      },
    ],
    ack: '*HQ,,V4,V1,20240305060708#',
  },
  {
    name: 'V1 with a battery field before the date and a power-cut status',
    text: '*HQ,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,4,080918,EEE7FBDF,4261193,0#',
    expected: [
      {
        kind: 'position',
        fixTime: '2018-09-08T05:40:48.000Z',
        valid: true,
        latitude: 28.470495,
        longitude: 77.55722,
        speed: 0.5,
        course: 47,
        attributes: { alarm: 'powerCut', ignition: false },
      },
    ],
  },
  {
    name: 'V1 with odometer, temperature, fuel, altitude, LAC and cell',
    text: '*HQ,2130510938,V1,012632,A,0520.0663,N,10028.6324,E,0.286,023,100317,FFFFDFFF,69129336,0,100.0,18,5141,5A20#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-03-10T01:26:32.000Z',
        valid: true,
        latitude: 5.334438,
        longitude: 100.477207,
        altitude: 18,
        speed: 0.286,
        course: 23,
        attributes: { odometer: 69129336, temp1: 0, fuel: 100, ignition: true },
      },
    ],
  },
  {
    name: 'V1 in the -dd-mm.mmmm coordinate form',
    text: '*HQ,1451316409,V1,030149,A,-23-29.0095,S,-46-51.5852,W,2.4,065,070315,FFFFFFFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2015-03-07T03:01:49.000Z',
        valid: true,
        latitude: -23.483492,
        longitude: -46.859753,
        speed: 2.4,
        course: 65,
        attributes: { ignition: true, alarm: undefined },
      },
    ],
  },
  {
    name: 'V1 with an empty validity field: invalid, with the device time',
    text: '*HQ,355488020119695,V1,050418,,2827.61232,N,07703.84822,E,0.00,0,031015,FFFEFBFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2015-10-03T05:04:18.000Z',
        valid: false,
        latitude: 28.46021,
        longitude: 77.06414,
      },
    ],
  },
  {
    name: 'V1 invalid fix (V) keeps the time the device sent',
    text: '*HQ,3800008786,V1,062507,V,3048.2437,N,03058.5617,E,000.00,000,250413,FFFFFBFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2013-04-25T06:25:07.000Z',
        valid: false,
        latitude: 30.804062,
        longitude: 30.976028,
      },
    ],
  },
  {
    name: 'V1 invalid fix without time or date takes the receive time',
    text: '*HQ,353505220873067,V1,,V,4605.75732,N,01430.73863,E,0.00,0,,FFFFFFEF,125,194,  64,d3#',
    expected: [{ kind: 'position', fixTime: NOW, valid: false, latitude: 46.095955, longitude: 14.512311 }],
  },
  {
    name: 'V1 with 4-digit minutes and hex cell fields, SOS from status bit 18',
    text: '*HQ,353588020068342,V1,084436,A,3257.01525,N,00655.03865,W,57.78,40,011216,FFFBFFFF,25c,a, 154,b04c#',
    expected: [
      {
        kind: 'position',
        fixTime: '2016-12-01T08:44:36.000Z',
        valid: true,
        latitude: 32.950254,
        longitude: -6.917311,
        speed: 57.78,
        course: 40,
        attributes: { alarm: 'sos' },
      },
    ],
  },
  {
    name: 'V1 with longitude digits without leading zeros',
    text: '*HQ,353588020068342,V1,062840,A,5241.1249,N,954.9490,E,0.00,0.00,231013,ffffffff,000106,000002,000203,004c87,24#',
    expected: [
      {
        kind: 'position',
        fixTime: '2013-10-23T06:28:40.000Z',
        valid: true,
        latitude: 52.685415,
        longitude: 9.915817,
      },
    ],
  },
  {
    name: 'V1 with fractional course',
    text: '*HQ,123456789012345,V1,155850,A,5214.5346,N,2117.4683,E,0.00,270.90,131012,ffffffff,000000,000000,000000,000000#',
    expected: [
      {
        kind: 'position',
        fixTime: '2012-10-13T15:58:50.000Z',
        valid: true,
        latitude: 52.242243,
        longitude: 21.291138,
        course: 270.9,
      },
    ],
  },
  {
    name: 'V1 southern and western with a 3-digit latitude',
    text: '*HQ,354188045498669,V1,195200,A,701.8915,S,3450.3399,W,0.00,205.70,050213,ffffffff,000243,000000,000000#',
    expected: [
      {
        kind: 'position',
        fixTime: '2013-02-05T19:52:00.000Z',
        valid: true,
        latitude: -7.031525,
        longitude: -34.838998,
      },
    ],
  },
  {
    name: 'V1 of a TH maker with a line break after it',
    text: '*TH,2020916012,V1,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#\r\n',
    expected: [
      {
        kind: 'position',
        fixTime: '2002-09-22T05:03:16.000Z',
        valid: true,
        latitude: 22.214575,
        longitude: 113.777623,
        speed: 14.28,
        course: 28,
      },
    ],
    ack: '*HQ,2020916012,V4,V1,20240305060708#',
  },
  {
    name: 'V1 with an overspeed-free status and mcc/mnc fields (Puerto Rico)',
    text: '*HQ,4106012736,V1,224434,A,1827.3855,N,06705.7577,W,000.00,000,100117,FFFFFBFF,310,260,49101,1753,5#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-01-10T22:44:34.000Z',
        valid: true,
        latitude: 18.456425,
        longitude: -67.095962,
      },
    ],
  },
  // Other position types.
  {
    name: 'V2 with a coding-scheme digit for validity',
    text: '*HQ,353505221264507,V2,100220,0,5238.26259,N,00507.33983,E,0.25,0,280917,FFFFFFFF,cc,28,  db,d75b#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-09-28T10:02:20.000Z',
        valid: true,
        latitude: 52.63771,
        longitude: 5.122331,
        speed: 0.25,
      },
    ],
    ack: null,
  },
  {
    name: 'VI1',
    text: '*HQ,353505221264507,VI1,075146,0,5238.25900,N,00507.33429,E,0.54,0,250917,FFFFFFFF,cc,28,  db,d75b#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-09-25T07:51:46.000Z',
        valid: true,
        latitude: 52.63765,
        longitude: 5.122238,
      },
    ],
  },
  {
    name: 'V19 with SIM information before the status word',
    text: '*HQ,4209951296,V19,214452,A,5201.0178,N,01830.5029,E,000.00,000,200417,,195.63.13.195,89480610500392633029,BFFFFBFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-04-20T21:44:52.000Z',
        valid: true,
        latitude: 52.016963,
        longitude: 18.508382,
        attributes: { status: 0xbffffbff },
      },
    ],
    ack: null,
  },
  {
    name: 'V19 invalid fix keeps the device time',
    text: '*HQ,4109179024,V19,181519,V,3853.2587,S,06205.9175,W,000.00,000,090217,,5492932630888,8954315265044716555?,FFFFFBFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-02-09T18:15:19.000Z',
        valid: false,
        latitude: -38.887645,
        longitude: -62.098625,
      },
    ],
  },
  {
    name: 'VP1 fix without a time (date only)',
    text: '*hq,356327080425330,VP1,A,2702.7245,S,15251.9311,E,0.48,0.0000,080917#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-09-08T00:00:00.000Z',
        valid: true,
        latitude: -27.045408,
        longitude: 152.865518,
        speed: 0.48,
        course: 0,
      },
    ],
  },
  {
    name: 'VP1 second fix',
    text: '*hq,356327080425330,VP1,A,2702.7215,S,15251.9309,E,0.62,0.0000,050917#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-09-05T00:00:00.000Z',
        valid: true,
        latitude: -27.045358,
        longitude: 152.865515,
      },
    ],
  },
  {
    name: 'VP1 cells without a fix or time: state for the last position',
    text: '*hq,356327081001239,VP1,V,470,002,92,3565,0Y92,19433,30Y92,1340,29#',
    expected: [
      {
        kind: 'heartbeat',
        attributes: {
          network: cells(470, 2, [
            [92, 3565, 0],
            [92, 19433, 30],
            [92, 1340, 29],
          ]),
        },
      },
    ],
  },
  // Cell reports: invalid positions with their own time, placed at the last location.
  {
    name: 'NBR six neighbour cells, answered V4,NBR',
    text: '*HQ,4109179024,NBR,103732,722,310,0,6,8106,32010,23,8101,22007,25,8106,12010,23,8106,22105,22,8101,22012,16,8106,42010,5,100217,FFFFFBFF,5#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-02-10T10:37:32.000Z',
        valid: false,
        latitude: 0,
        longitude: 0,
        attributes: {
          ignition: false,
          network: cells(722, 310, [
            [8106, 32010, 23],
            [8101, 22007, 25],
            [8106, 12010, 23],
            [8106, 22105, 22],
            [8101, 22012, 16],
            [8106, 42010, 5],
          ]),
        },
      },
    ],
    ack: '*HQ,4109179024,V4,NBR,20240305060708#',
  },
  {
    name: 'NBR seven cells (Poland)',
    text: '*HQ,4208150188,NBR,210249,260,6,0,7,1014,50675,37,1014,50633,27,1014,17933,18,1014,17231,15,1014,50632,12,1014,13211,11,1014,17031,10,281216,FFFFFBFF,2#',
    expected: [{ kind: 'position', fixTime: '2016-12-28T21:02:49.000Z', valid: false }],
    ack: '*HQ,4208150188,V4,NBR,20240305060708#',
  },
  {
    name: 'NBR with a two-digit MNC',
    text: '*HQ,1600068812,NBR,141335,262,02,255,6,431,17003,26,431,11101,13,431,6353,13,431,22172,13,431,11093,13,431,60861,10,151216,FFFFFBFF#',
    expected: [{ kind: 'position', fixTime: '2016-12-15T14:13:35.000Z', valid: false }],
    ack: '*HQ,1600068812,V4,NBR,20240305060708#',
  },
  {
    name: 'NBR two cells',
    text: '*HQ,1451316451,NBR,112315,724,10,2,2,215,2135,123,215,2131,121,011215,FFFFFFFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2015-12-01T11:23:15.000Z',
        valid: false,
        attributes: {
          ignition: true,
          network: cells(724, 10, [
            [215, 2135, 123],
            [215, 2131, 121],
          ]),
        },
      },
    ],
    ack: '*HQ,1451316451,V4,NBR,20240305060708#',
  },
  {
    name: 'NBR whose seconds read 69 rolls over to the next minute',
    text: '*HQ,1400046168,NBR,160169,460,0,1,4,9338,3692,150,9338,3691,145,9338,3690,140,9338,3692,139,180813,FFFFFBFF#',
    expected: [{ kind: 'position', fixTime: '2013-08-18T16:02:09.000Z', valid: false }],
  },
  {
    name: 'NBR six cells (Germany)',
    text: '*HQ,1600068860,NBR,120156,262,03,255,6,802,54702,46,802,5032,37,802,54782,30,802,5052,28,802,54712,12,802,5042,12,081116,FFFFFBFF#',
    expected: [{ kind: 'position', fixTime: '2016-11-08T12:01:56.000Z', valid: false }],
  },
  {
    name: 'V3 one cell with its signal',
    text: '*HQ,353111080001055,V3,044855,28403,01,001450,011473,158,-62,0292,0,X,030817,FFFFFBFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-08-03T04:48:55.000Z',
        valid: false,
        latitude: 0,
        longitude: 0,
        attributes: { network: cells(284, 3, [[1450, 11473, -62]]) },
      },
    ],
    ack: null,
  },
  {
    name: 'V3 four cells, signal only on the first',
    text: '*HQ,355488020882405,V3,095426,74001,04,010278,045142,128,-92,010278,026311,125,,010278,026582,125,,010278,028322,119,,02DD,0,X,090517,FFFFFBFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-05-09T09:54:26.000Z',
        valid: false,
        attributes: {
          network: cells(740, 1, [
            [10278, 45142, -92],
            [10278, 26311],
            [10278, 26582],
            [10278, 28322],
          ]),
        },
      },
    ],
  },
  {
    name: 'V3 six cells with a power-cut status (clock not set: 2004)',
    text: '*HQ,355488020930796,V3,002339,62160,06,024852,035421,148,0,024852,035425,143,,022251,036482,137,,024852,000335,133,,024852,031751,133,,024852,035423,133,,02A1,0,X,010104,EFE7FBFF#',
    expected: [
      {
        kind: 'position',
        fixTime: '2004-01-01T00:23:39.000Z',
        valid: false,
        attributes: { alarm: 'powerCut' },
      },
    ],
  },
  {
    name: 'V3 four cells (Mauritius)',
    text: '*HQ,355488020533263,V3,121536,65501,04,000152,014001,156,-64,000161,010642,138,,000152,014003,129,,000152,013973,126,,02E4,0,X,071116,FFFFFBFF#',
    expected: [{ kind: 'position', fixTime: '2016-11-07T12:15:36.000Z', valid: false }],
  },
  // State reports and heartbeats.
  {
    name: 'LINK: signal, satellites, battery and steps, answered V4,LINK',
    text: '*HQ,1700086468,LINK,180902,15,0,84,0,0,240517,FFFFFBFF#',
    expected: [
      {
        kind: 'heartbeat',
        deviceTime: '2017-05-24T18:09:02.000Z',
        attributes: { rssi: 15, sat: 0, batteryLevel: 84, steps: 0, turnovers: 0, ignition: false },
      },
    ],
    ack: '*HQ,1700086468,V4,LINK,20240305060708#',
  },
  {
    name: 'LINK with satellites in view',
    text: '*HQ,1600068860,LINK,112137,20,8,67,0,0,081116,FFFFFBFF#',
    expected: [
      {
        kind: 'heartbeat',
        deviceTime: '2016-11-08T11:21:37.000Z',
        attributes: { rssi: 20, sat: 8, batteryLevel: 67 },
      },
    ],
    ack: '*HQ,1600068860,V4,LINK,20240305060708#',
  },
  {
    name: 'XT heartbeat, not answered',
    text: '*HQ,356327080425330,XT,1,100#',
    expected: [{ kind: 'heartbeat' }],
    ack: null,
  },
  {
    name: 'HTBT heartbeat with battery level, echoed',
    text: '*HQ,353588020068342,HTBT,85#',
    expected: [{ kind: 'heartbeat', attributes: { batteryLevel: 85 } }],
    ack: '*HQ,353588020068342,HTBT#',
  },
  {
    name: 'V0 heartbeat, echoed',
    text: '*HQ,353588020068342,V0#',
    expected: [{ kind: 'heartbeat' }],
    ack: '*HQ,353588020068342,V0#',
  },
  // Command replies.
  {
    name: 'V4 reply to S20 (engine) with the fix the device adds',
    text: '*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#',
    expected: [
      { kind: 'commandResult', result: 'S20,DONE' },
      { kind: 'position', fixTime: '2002-09-22T05:03:16.000Z', valid: true, speed: 14.28, course: 28 },
    ],
    ack: null,
  },
  {
    name: 'V4 reply to S1 (password) with an SOS status on its fix',
    text: '*TH,2020916012,V4,S1,OK,pass_word,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFD#',
    expected: [
      { kind: 'commandResult', result: 'S1,OK,pass_word' },
      { kind: 'position', valid: true, attributes: { alarm: 'sos' } },
    ],
  },
  {
    name: 'V4 reply to S23 (server address)',
    text: '*TH,2020916012,V4,S23,165.165.33.250:8800,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
    expected: [{ kind: 'commandResult', result: 'S23,165.165.33.250:8800' }, { kind: 'position' }],
  },
  {
    name: 'V4 reply to S14 (intervals)',
    text: '*TH,2020916012,V4,S14,100,10,1,3,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
    expected: [{ kind: 'commandResult', result: 'S14,100,10,1,3' }, { kind: 'position' }],
  },
  {
    name: 'V4 reply ERROR to R8',
    text: '*TH,2020916012,V4,R8,ERROR,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
    expected: [{ kind: 'commandResult', result: 'R8,ERROR' }, { kind: 'position' }],
  },
  // Types not read: counted, the connection kept.
  {
    name: 'BS (base station report of some firmware): unknown type, counted',
    text: '*HQ,356803210091319,BS,,2d4,a,1b63,1969,26,1b63,10b2,31,0,0,25,,ffffffff,60#',
    expected: [{ kind: 'heartbeat' }],
    ack: null,
    unknownType: 'BS',
  },
  {
    name: 'BASE: unknown type, counted with its status word',
    text: '*HQ,8401016597,BASE,152609,0,0,0,0,211014,FFFFFFFF#',
    expected: [{ kind: 'heartbeat', attributes: { status: 0xffffffff } }],
    ack: null,
    unknownType: 'BASE',
  },
  {
    name: 'sentence with an empty type carries nothing',
    text: '*HQ,4109198974,#',
    expected: [],
    ack: null,
  },
  // Binary frames.
  {
    name: 'binary 32 bytes',
    hex: '2441060116601245431311165035313006004318210e000000fffffbffff0024',
    expected: [
      {
        kind: 'position',
        fixTime: '2016-11-13T12:45:43.000Z',
        valid: true,
        latitude: 50.58855,
        longitude: 4.53035,
        speed: 0,
        course: 0,
        attributes: { batteryLevel: 100, ignition: false },
      },
    ],
    ack: null,
  },
  {
    name: 'binary 45 bytes, western longitude, SOS',
    hex: '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f',
    expected: [
      {
        kind: 'position',
        fixTime: '2015-08-31T21:53:21.000Z',
        valid: true,
        latitude: 4.698983,
        longitude: -74.069717,
        attributes: { alarm: 'sos' },
      },
    ],
  },
  {
    name: 'binary 42 bytes with a 15-digit id',
    hex: '2435248308419329301047591808172627335900074412294E024138FEFFFFFFFF01120064BA73005ECC',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-08-18T10:47:59.000Z',
        valid: true,
        latitude: 26.455598,
        longitude: 74.687157,
        speed: 24,
        course: 138,
        attributes: { ignition: true, batteryLevel: undefined },
      },
    ],
  },
  {
    name: 'binary 48 bytes (extra data after the fix)',
    hex: '24971305007205201916101533335008000073206976000000effffbffff000252776566060000000000000000000049',
    expected: [
      {
        kind: 'position',
        fixTime: '2015-10-16T05:20:19.000Z',
        valid: true,
        latitude: 33.558347,
        longitude: -7.534495,
      },
    ],
  },
  {
    name: 'binary 45 bytes, ignition off',
    hex: '2441090013450831250401145047888000008554650e000000fffff9ffff001006000000000106020299109c01',
    expected: [
      {
        kind: 'position',
        fixTime: '2014-01-04T08:31:25.000Z',
        valid: true,
        latitude: 50.798133,
        longitude: 8.924417,
        attributes: { ignition: false },
      },
    ],
  },
  {
    name: 'binary invalid fix keeps the device time, battery as percent',
    hex: '24702802061601234020031910125482600612695044000000ffffbbff000000000000000001760d04e2c9934d',
    expected: [
      {
        kind: 'position',
        fixTime: '2019-03-20T01:23:40.000Z',
        valid: false,
        latitude: 10.209137,
        longitude: -61.449173,
        attributes: { batteryLevel: 96 },
      },
    ],
  },
  {
    name: 'binary 45 bytes, SOS (United Kingdom)',
    hex: '2442091341332059572807175137358006000183640e000000fffffbfdff001f080000000000ea1e0000000021',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-07-28T20:59:57.000Z',
        valid: true,
        latitude: 51.622633,
        longitude: 0.306067,
        attributes: { alarm: 'sos' },
      },
    ],
  },
  {
    name: 'binary 45 bytes with upper-case hex (Hong Kong)',
    hex: '2441091144271222470112142233983006114026520E000000FFFFFBFFFF0014060000000001CC00262B0F170A',
    expected: [
      {
        kind: 'position',
        fixTime: '2014-12-01T12:22:47.000Z',
        valid: true,
        latitude: 22.566383,
        longitude: 114.0442,
        attributes: { status: 0xfffffbff },
      },
    ],
  },
  {
    name: 'binary 46 bytes with speed and course',
    hex: '2421305109380127171003170520046500100286297e003085ffffdfffff03440069129344006400001151415a20',
    expected: [
      {
        kind: 'position',
        fixTime: '2017-03-10T01:27:17.000Z',
        valid: true,
        latitude: 5.334108,
        longitude: 100.477162,
        speed: 3,
        course: 85,
        attributes: { ignition: true },
      },
    ],
  },
  {
    name: 'binary 32 bytes, ignition on',
    hex: '2427051711092133391406135002584900014337822e000000ffffffffff0000',
    expected: [
      {
        kind: 'position',
        fixTime: '2013-06-14T21:33:39.000Z',
        valid: true,
        latitude: 50.043082,
        longitude: 14.563037,
      },
    ],
  },
  {
    name: 'binary invalid flag nibble with speed and course',
    hex: '2410307310010503162209022212874500113466574C014028fffffbffff0000',
    expected: [
      {
        kind: 'position',
        fixTime: '2002-09-22T05:03:16.000Z',
        valid: false,
        latitude: 22.214575,
        longitude: 113.777623,
        speed: 14,
        course: 28,
      },
    ],
  },
  {
    name: 'binary southern and western (Brazil)',
    hex: '24270517030820321418041423307879000463213792000056fffff9ffff0000',
    expected: [
      {
        kind: 'position',
        fixTime: '2014-04-18T20:32:14.000Z',
        valid: true,
        latitude: -23.513132,
        longitude: -46.535632,
        course: 56,
      },
    ],
  },
  // Malformed and cut variants of real frames.
  {
    name: 'malformed: V1 without coordinates (real) is a heartbeat, not answered',
    text: '*HQ,353505510948929,V1,,V,,N,,E,0.00,0,,FFFFF7FF,f0,a,11a0,c0c6#',
    expected: [{ kind: 'heartbeat' }],
    ack: null,
  },
  {
    name: 'malformed: V1 with zero hemispheres (real) is a heartbeat, not answered',
    text: '*HQ,353588020068342,V1,000000,V,0.0000,0,0.0000,0,0.00,0.00,000000,ffffffff,000106,000002,000203,004c87,16#',
    expected: [{ kind: 'heartbeat' }],
    ack: null,
  },
  {
    name: 'malformed: V1 with a letter in the latitude, not answered',
    text: '*HQ,4210051415,V1,164549,A,09x6.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF#',
    expected: [{ kind: 'heartbeat', attributes: { status: 0xfffffbff } }],
    ack: null,
  },
  {
    name: 'malformed: NBR announcing six cells with five, not answered so the device resends it',
    text: '*HQ,4109179024,NBR,103732,722,310,0,6,8106,32010,23,8101,22007,25,8106,12010,23,8106,22105,22,8101,22012,16,100217,FFFFFBFF#',
    expected: [{ kind: 'heartbeat', attributes: { status: 0xfffffbff } }],
    ack: null,
  },
  {
    name: 'malformed: NBR with a letter in a cell id, not answered',
    text: '*HQ,1451316451,NBR,112315,724,10,2,2,215,21x5,123,215,2131,121,011215,FFFFFFFF#',
    expected: [{ kind: 'heartbeat' }],
    ack: null,
  },
  {
    name: 'malformed: V3 cut before its date',
    text: '*HQ,353111080001055,V3,044855,28403,01,001450,011473,158,-62,0292,0#',
    expected: [{ kind: 'heartbeat' }],
  },
  {
    name: 'malformed: LINK with text for the battery, not answered',
    text: '*HQ,1700086468,LINK,180902,15,0,full,0,0,240517,FFFFFBFF#',
    expected: [{ kind: 'heartbeat', attributes: { status: 0xfffffbff, batteryLevel: undefined } }],
    ack: null,
  },
  {
    name: 'malformed: binary frame whose digits are not BCD is refused',
    hex: '24410601166012454313111650353130060043182fff000000fffffbffff0024',
    expected: [],
    refused: 'malformedFrame',
  },
];
