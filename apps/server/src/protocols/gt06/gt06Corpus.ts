/**
 * Real GT06-family frames with the values each must decode to (see README.md for sources and
 * licences). Each frame is decoded on a connection that has logged in first.
 */

/** What the first message of a frame must hold; speeds in km/h as the devices send them. */
export interface Gt06Expected {
  kind: 'login' | 'position' | 'heartbeat' | 'commandResult';
  fixTime?: string;
  deviceTime?: string;
  valid?: boolean;
  latitude?: number;
  longitude?: number;
  speedKmh?: number;
  course?: number;
  attributes?: Record<string, unknown>;
  result?: string;
}

export interface Gt06CorpusFrame {
  name: string;
  hex: string;
  /** The first message, or null when the frame carries none (answered only). */
  expected: Gt06Expected | null;
  /** The exact answer, when it matters; `null` for frames that must not be answered. */
  ack?: string | null;
}

const cell = (mcc: number, mnc: number, lac: number, cid: number) => ({
  cellTowers: [{ mcc, mnc, lac, cid }],
});

export const GT06_CORPUS: readonly Gt06CorpusFrame[] = [
  {
    name: 'login (GT06N)',
    hex: '78780D01086471700328358100093F040D0A',
    expected: { kind: 'login' },
    ack: '78780501000955940d0a',
  },
  {
    name: '0x12 GPS+LBS, reference fix',
    hex: '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a',
    expected: {
      kind: 'position',
      fixTime: '2015-10-20T14:21:11.000Z',
      valid: true,
      latitude: 54.94535,
      longitude: 24.01762,
      speedKmh: 0,
      course: 0,
    },
  },
  {
    name: '0x12 with odometer',
    hex: '787823120f081b121d37cb01c8e2cc08afd3c020d50201940701d600a1190041ee100576d1470d0a',
    expected: { kind: 'position', valid: true, speedKmh: 32, course: 258, attributes: { odometer: 4320784 } },
  },
  {
    name: '0x12 VXT01 layout (status, external voltage after the cell)',
    hex: '7878241216040e102c22cf00915ffb04c6016300195a02d402283b00753f400571040001dda4880d0a',
    expected: {
      kind: 'position',
      fixTime: '2022-04-14T16:44:34.000Z',
      valid: true,
      latitude: -5.292939,
      longitude: -44.491859,
      course: 346,
      attributes: { ignition: false, power: 13.93, rssi: 4, network: cell(724, 2, 10299, 30015) },
    },
  },
  {
    name: '0x12 S5 layout (oil, temperature, odometer)',
    hex: '78782b1215050d03041bcf031ff30a0be795bc001c17014e14a065dd95314504b6040000001c00000cd90ab8fb6f0d0a',
    expected: {
      kind: 'position',
      fixTime: '2021-05-13T03:04:27.000Z',
      valid: true,
      latitude: 29.125268,
      longitude: -110.95918,
      course: 23,
      attributes: { temp1: 28, power: 12.06, odometer: 32890 },
    },
  },
  {
    name: '0x12 moving, ACC on in the course word',
    hex: '78781f12110616091835d0024bb93007d3fb783dd4c501940500f2006c8504a6e0370d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-06-22T09:24:53.000Z',
      valid: true,
      latitude: 21.398356,
      longitude: 72.962769,
      speedKmh: 61,
      course: 197,
      attributes: { ignition: true },
    },
  },
  {
    name: '0x12 empty (length 5)',
    hex: '787805120099abec0d0a',
    expected: null,
    ack: '787805120099abec0d0a',
  },
  {
    name: '0x10 GPS only',
    hex: '787819100e010903230ec803ae32a60653cded00180000020072feb70d0a',
    expected: {
      kind: 'position',
      fixTime: '2014-01-09T03:35:14.000Z',
      valid: true,
      latitude: -34.304377,
      longitude: -58.975278,
      speedKmh: 0,
      course: 0,
      attributes: { sat: 8 },
    },
  },
  {
    name: '0x10 short frame (no serial)',
    hex: '7878121011091c0b1b2999058508040097a89e0034520d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-09-28T11:27:41.000Z',
      valid: true,
      latitude: 51.4469,
      longitude: 5.521723,
      speedKmh: 0,
      course: 82,
    },
  },
  {
    name: '0x11 GPS + long cell',
    hex: '78782111150b0b022c30c804b7af7808810cb0003c00012e02d075df0084890c000679950d0a',
    expected: { kind: 'position', valid: true, latitude: 43.970484, longitude: -79.263956 },
  },
  {
    name: '0x22 GPS+LBS+ACC (GT06N / JM-VL01)',
    hex: '787822220e0914160f07c9021a362805090a7800d8b802d402c30e00a98a0105010213f4bb0d0a',
    expected: {
      kind: 'position',
      fixTime: '2014-09-20T22:15:07.000Z',
      valid: true,
      latitude: -19.595684,
      longitude: -46.932547,
      course: 184,
      attributes: { ignition: true, event: 5, archive: true, network: cell(724, 2, 49934, 43402) },
    },
  },
  {
    name: '0x22 without fix, zero coordinates (stored at the last location)',
    hex: '78782322110c070f1b0270000000000000000000040081360104cb8a00bef3000000000523030d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-12-07T15:27:02.000Z',
      valid: false,
      latitude: 0,
      longitude: 0,
      attributes: { network: cell(310, 260, 52106, 48883) },
    },
  },
  {
    name: '0x37 GPS+LBS+ACC with module',
    hex: '7878353714080d05000ac500a886eb0b7522f000100001fe0a05ea004f1b000001002e0400002328003b0217c0003c0401020001002c468a0d0a',
    expected: {
      kind: 'position',
      fixTime: '2020-08-13T05:00:10.000Z',
      valid: true,
      latitude: -6.135882,
      longitude: 106.79224,
      attributes: { archive: true },
    },
  },
  {
    name: '0x16 alarm: power cut, south-west',
    hex: '7878251610051b0f1c34c5022515d504b5dcd20738080902d4022bdf009cba5006640201006759680d0a',
    expected: {
      kind: 'position',
      valid: true,
      latitude: -19.991585,
      longitude: -43.904117,
      speedKmh: 7,
      course: 8,
      attributes: { alarm: 'powerCut', batteryLevel: 100 },
    },
    ack: '787805160067d67c0d0a',
  },
  {
    name: '0x16 alarm: overspeed',
    hex: '78782516110819110208d402f264dc08289a4058d4c70901944600d300c0954606040600014057e90d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-08-25T17:02:08.000Z',
      valid: true,
      speedKmh: 88,
      course: 199,
      attributes: { alarm: 'overspeed', batteryLevel: 100, rssi: 4 },
    },
  },
  {
    name: '0x16 alarm: removing (terminal bits)',
    hex: '7878251613020C12141AC5027951430C2A16F60014000900000000001A00007C550300020002F1E70D0A',
    expected: { kind: 'position', attributes: { alarm: 'removing', charge: true } },
  },
  {
    name: '0x26 alarm: vibration, no fix',
    hex: '7878252612030C063816C3026C10540C38C9700144030901CC002866000EEE0C06040302000DA2DB0D0A',
    expected: {
      kind: 'position',
      fixTime: '2018-03-12T06:56:22.000Z',
      valid: false,
      speedKmh: 1,
      course: 3,
      attributes: { alarm: 'vibration', batteryLevel: 100, network: cell(460, 0, 10342, 3822) },
    },
  },
  {
    name: '0x27 alarm with language and geofence',
    hex: '78782727110c0b0e170f850450059107f461ae001c7e0a81360104cb8a00bef32806030c02ff000316b10d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-12-11T14:23:15.000Z',
      valid: true,
      latitude: 40.196205,
      longitude: -74.14239,
      course: 126,
      attributes: { batteryLevel: 100, rssi: 3, network: cell(310, 260, 52106, 48883) },
    },
  },
  {
    name: '0x19 LBS + status: SOS',
    hex: '78781219028f0a29e10036f12003040102000875dc0d0a',
    expected: {
      kind: 'heartbeat',
      attributes: { alarm: 'sos', batteryLevel: 50, network: cell(655, 10, 10721, 14065) },
    },
  },
  {
    name: '0x19 Space10X multi-cell (not published, answered only)',
    hex: '7878171915061810051a01f90101700d08c8f50c0000065494ae0d0a',
    expected: null,
  },
  {
    name: '0x28 multi-cell LBS',
    hex: '78783B2810010D02020201CC00287D001F713E287D001F7231287D001E232D287D001F4018000000000000000000000000000000000000FF00020005B14B0D0A',
    expected: {
      kind: 'position',
      fixTime: '2016-01-13T02:02:02.000Z',
      valid: false,
      latitude: 0,
      longitude: 0,
    },
  },
  {
    name: '0x24 multi-cell LBS (Wanway S20 layout)',
    hex: '787831241603060c231e000194620213ee00606a3413ee0060692e000000000000000000000000000000000000000000003a0cb70d0a',
    expected: {
      kind: 'position',
      fixTime: '2022-03-06T12:35:30.000Z',
      valid: false,
      attributes: {
        network: {
          cellTowers: [
            { mcc: 404, mnc: 98, lac: 5102, cid: 24682, rssi: -52 },
            { mcc: 404, mnc: 98, lac: 5102, cid: 24681, rssi: -46 },
          ],
        },
      },
    },
  },
  {
    name: '0x18 multi-cell LBS',
    hex: '78783b18100c0f1201010195271784005ab63617840002fa47178400ff8f4817840019f3491784005ab54b178400ff8e4c17840019f24cff0002012287c80d0a',
    expected: { kind: 'position', fixTime: '2016-12-15T18:01:01.000Z', valid: false },
  },
  {
    name: '0x2C multi-cell + Wi-Fi',
    hex: '7878412c11030b011c1f013604cb8a00b17754cb8a00bef357cb8a00b73f5fcb8900b0e25fcb8900b6655fcb8a00b74960cb8a00b178620701001801eb40393800bbbde10d0a',
    expected: { kind: 'position', fixTime: '2017-03-11T01:28:31.000Z', valid: false },
  },
  {
    name: '0xA1 multi-cell LBS, wide cells (GK310)',
    hex: '78786CA1110B0413093801CC01000025FC000000000618C10201000025FC000000000618C10201000025FC000000000618C10201000025FC000000000618C10201000025FC000000000618C10201000025FC000000000618C10201000025FC000000000618C10201FF0002000541D70D0A',
    expected: { kind: 'position', fixTime: '2017-11-04T19:09:56.000Z', valid: false },
  },
  {
    name: '0xA2 multi-cell + Wi-Fi, wide cells (GK310)',
    hex: '78787aa2110c0e06372c813601040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c0104ff02001801eb4039d10000000000000004fabeb50d0a',
    expected: { kind: 'position', fixTime: '2017-12-14T06:55:44.000Z', valid: false },
  },
  {
    name: '0xA3 single fence alarm without fix',
    hex: '78782ca3110b10081336f000000000000000000004003901cc0000009191000000000906170304050400010003e0940d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-11-16T08:19:54.000Z',
      valid: false,
      attributes: { charge: true, batteryLevel: 83, network: cell(460, 0, 37265, 151394051) },
    },
  },
  {
    name: '0xA4 multi-fence alarm: power off',
    hex: '78782EA4110C0C02281BF6026C18720C38D22800149C1181CC00010000260E000000000615F8012C05041102FF001058FD0D0A',
    expected: {
      kind: 'position',
      fixTime: '2017-12-12T02:40:27.000Z',
      valid: true,
      latitude: 22.576988,
      longitude: 113.916893,
      course: 156,
      attributes: { alarm: 'powerOff', network: cell(460, 1, 9742, 102103041) },
    },
  },
  {
    name: '0xA5 LBS alarm',
    hex: '787819a501cc0000009191000000000906170304050400010005f44d0d0a',
    expected: {
      kind: 'heartbeat',
      attributes: { batteryLevel: 83, network: cell(460, 0, 37265, 151394051) },
    },
  },
  {
    name: '0x69 Wi-Fi report with cells, no access point (no serial, no CRC)',
    hex: '7878006919012105090303028f01007549e05a00bc9c5c5a007a8d1a5a0d0a',
    expected: {
      kind: 'position',
      fixTime: '2019-01-21T05:09:03.000Z',
      valid: false,
      attributes: {
        network: {
          cellTowers: [
            { mcc: 655, mnc: 1, lac: 117, cid: 18912, rssi: 90 },
            { mcc: 655, mnc: 1, lac: 188, cid: 40028, rssi: 90 },
            { mcc: 655, mnc: 1, lac: 122, cid: 36122, rssi: 90 },
          ],
          wifiAccessPoints: [],
        },
      },
    },
    ack: '787800691901210509030d0a',
  },
  {
    name: '0x17 Wi-Fi report: eight access points and seven cells',
    hex: '787808171709281135331491827b75594dc8d719a9708452cad719a9708550cad719a97086521491827b75574cac9e17b308085dc8d71939633947cad71939633a480700cc0400d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a0d0a',
    expected: { kind: 'position', fixTime: '2017-09-28T11:35:33.000Z', valid: false },
    ack: '787800171709281135330d0a',
  },
  {
    name: '0x13 status',
    hex: '78780a13440604000201baaf540d0a',
    expected: {
      kind: 'heartbeat',
      attributes: { ignition: false, charge: true, batteryLevel: 100, rssi: 4 },
    },
    ack: '7878051301bafb710d0a',
  },
  {
    name: '0x13 status, oil cut',
    hex: '78780a13c40604000201298f5b0d0a',
    expected: { kind: 'heartbeat', attributes: { blocked: true } },
  },
  {
    name: '0x13 long status (battery %, voltage, temperature)',
    hex: '7878151330802b00000642014f0008720000802b5ee4d4c90d0a',
    expected: { kind: 'heartbeat', attributes: { batteryLevel: 6, battery: 3.35, temp1: 4.3 } },
  },
  {
    name: '0x23 heartbeat (GK310)',
    hex: '78780B23C00122040001000818720D0A',
    expected: { kind: 'heartbeat', attributes: { armed: false, ignition: false, battery: 2.9, rssi: 4 } },
  },
  {
    name: '0x2A address request, answered with 0x97',
    hex: '78782E2A0F0C1D071139CA027AC8000C4658000014D83132353230313335333231373730373900000000000001002A6ECE0D0A',
    expected: {
      kind: 'position',
      fixTime: '2015-12-29T07:17:57.000Z',
      valid: true,
      latitude: 23.11168,
      longitude: 114.409244,
      course: 216,
    },
    ack: '79790015970b000000004e4126264e4126263023230000e61e0d0a',
  },
  {
    name: '0x95 alarm packet: hard acceleration',
    hex: '78780c95130a0209321c90000112800d0a',
    expected: {
      kind: 'heartbeat',
      deviceTime: '2019-10-02T09:50:28.000Z',
      attributes: { alarm: 'hardAcceleration' },
    },
  },
  {
    name: '0x95 alarm packet: hard braking',
    hex: '78780c95130a0209321c91000112800d0a',
    expected: { kind: 'heartbeat', attributes: { alarm: 'hardBraking' } },
  },
  {
    name: '0x15 command reply',
    hex: '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a',
    expected: { kind: 'commandResult', result: 'Cut off the fuel supply: Success!' },
  },
  {
    name: '0x21 extended reply with the current position',
    hex: '7979007121000000000143757272656e7420706f736974696f6e214c61743a4e35342e3733393333322c4c6f6e3a4532352e3237333237302c436f757273653a3132362e35332c53706565643a302e303030302c4461746554696d653a323031372d30352d3236202031303a32373a3437000bbee30d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-05-26T10:27:47.000Z',
      valid: true,
      latitude: 54.739332,
      longitude: 25.27327,
    },
    ack: null,
  },
  {
    name: '0x94 basic: external voltage',
    hex: '7878079404eb001c705d0d0a',
    expected: { kind: 'heartbeat', attributes: { power: 12.59 } },
  },
  {
    name: '0x94 extended: ICCID',
    hex: '79790020940a035985708236675805200502187214018966051912408052452f000355560d0a',
    expected: { kind: 'heartbeat', attributes: { iccid: '8966051912408052452' } },
    ack: null,
  },
  {
    name: '0x94 extended: RFID driver card',
    hex: '7979000e941b02084277efef350303eadaed0d0a',
    expected: { kind: 'heartbeat', attributes: { driverUniqueId: '4277efef' } },
  },
  {
    name: '0x9B serial: temperature probe',
    hex: '7979000E9B0332382E33A1E60D0A0289BE490D0A',
    expected: { kind: 'heartbeat', attributes: { temp1: 28.3 } },
  },
  {
    name: '0x9B serial: RFID card',
    hex: '797900149b03023539303042343843454238410300139ba40d0a',
    expected: { kind: 'heartbeat', attributes: { driverUniqueId: '5900B48CEB' } },
  },
  {
    name: '0x8A time request',
    hex: '7878058A000688290D0A',
    expected: null,
  },
  {
    name: 'unknown type 0x1F, answered',
    hex: '78780d1f000000000000000200b196a20d0a',
    expected: null,
    ack: '7878051f00b1f9d90d0a',
  },
  {
    name: 'malformed: 0x28 cut short after two cells (answered, nothing stored)',
    hex: '7878192810010d02020201cc00287d001f713e287d001f7200057fc60d0a',
    expected: null,
    ack: '78780528000500dd0d0a',
  },
  {
    name: 'malformed: 0x16 cut short before its status block (answered, nothing stored)',
    hex: '7878201610051b0f1c34c5022515d504b5dcd20738080902d4022bdf009cba006754910d0a',
    expected: null,
    ack: '787805160067d67c0d0a',
  },
  {
    name: 'malformed: 0x13 with terminal information only',
    hex: '78780613440001661d0d0a',
    expected: { kind: 'heartbeat', attributes: { charge: true, ignition: false } },
  },
  {
    name: 'malformed: 0x13 whose voltage byte is no 0-6 index gives no battery level',
    hex: '78780a1344b204000200025d910d0a',
    expected: { kind: 'heartbeat', attributes: { batteryLevel: undefined, rssi: 4 } },
  },
  {
    name: 'malformed: wrong CRC, decoded all the same',
    hex: '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f250d0a',
    expected: { kind: 'position', fixTime: '2015-10-20T14:21:11.000Z', valid: true },
  },
  {
    name: 'frame of one byte (length 1)',
    hex: '787801080d0a',
    expected: null,
  },
];
