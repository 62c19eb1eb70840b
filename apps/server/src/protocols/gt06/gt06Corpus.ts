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
  /** Metres, where the report carries it. */
  altitude?: number;
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
    name: '0x16 Seeworld layout (length 0x26): four-byte cell id, battery in percent, tampering',
    hex: '78782616170A080C0E24C0027C58AD0C2B8B0100454E0901CC0025030328E7A0005D4B13021EC373170D0A',
    expected: {
      kind: 'position',
      fixTime: '2023-10-08T12:14:36.000Z',
      valid: false,
      course: 334,
      attributes: {
        batteryLevel: 93,
        rssi: 75,
        alarm: 'tampering',
        network: cell(460, 0, 9475, 53012384),
      },
    },
  },
  {
    name: '0x16 Seeworld layout: SOS in the alarm byte',
    hex: '787826161709130f3a2dcc02c55f2a089f9af9005c210901360481fe066d9b03413e420102035f92fe0d0a',
    expected: {
      kind: 'position',
      fixTime: '2023-09-19T15:58:45.000Z',
      valid: true,
      latitude: 25.827437,
      longitude: -80.376458,
      course: 33,
      attributes: { alarm: 'sos', batteryLevel: 62, rssi: 66, network: cell(310, 4, 33278, 107846403) },
    },
  },
  {
    name: '0x16 VXT01 layout (length 0x24): no cell length, SOS in the terminal bits',
    hex: '7878241617070a150e24ca01fba0040780e177005c0001720253360027db6204e40400004bf1e90d0a',
    expected: {
      kind: 'position',
      fixTime: '2023-07-10T21:14:36.000Z',
      valid: true,
      latitude: 18.482064,
      longitude: -69.937133,
      attributes: { alarm: 'sos', ignition: true, batteryLevel: 67, network: cell(370, 2, 21302, 10203) },
    },
  },
  {
    name: '0x22 Seeworld layout (length 0x2F): odometer, temperature, humidity',
    hex: '78782f221709130f3a32cc02c55f2a089f9afc005c2101360481fe066d9b03000000000025d4000000000020002d036049d70d0a',
    expected: {
      kind: 'position',
      fixTime: '2023-09-19T15:58:50.000Z',
      valid: true,
      course: 33,
      attributes: { ignition: false, odometer: 9684, temp1: 0.32, humidity: 0.45 },
    },
  },
  {
    name: '0x26 alarm byte 0x0C: tampering',
    hex: '78782526160913063918c002780fab0c44750f00040008027f14084c0038420600030c020007398e0d0a',
    expected: {
      kind: 'position',
      fixTime: '2022-09-19T06:57:24.000Z',
      valid: false,
      attributes: { alarm: 'tampering', ignition: true, rssi: 3, network: cell(639, 20, 2124, 14402) },
    },
  },
  {
    name: '0x16 alarm byte 0x25: tampering (not read from the terminal bits)',
    hex: '78782516160908063736c0006e70110442fc800000000800000000000000000300002512000473fb0d0a',
    expected: { kind: 'position', valid: false, attributes: { alarm: 'tampering', ignition: true } },
  },
  {
    name: '0x19 LBS + status: low battery',
    hex: '78781219012ed042cc00954d00040419000056fe290d0a',
    expected: { kind: 'heartbeat', attributes: { alarm: 'lowBattery', batteryLevel: 67 } },
  },
  {
    name: '0xA5 LBS alarm: tampering',
    hex: '787819a5012ed0000075df000000000098661502050413000019a12b0d0a',
    expected: { kind: 'heartbeat', attributes: { alarm: 'tampering', ignition: true } },
  },
  {
    name: '0x13 OBD6 status (length 0x13): external voltage, battery %, signal word',
    hex: '7878131302801900002e42016f000000003a0177ef180d0a',
    expected: {
      kind: 'heartbeat',
      attributes: { ignition: true, power: 3.67, batteryLevel: 46, rssi: 25, sat: 0 },
    },
  },
  {
    name: '0x13 OBD6 status in mode 4: temperature',
    hex: '7878131340b2fa000201040000000000011c00400e550d0a',
    expected: { kind: 'heartbeat', attributes: { ignition: false, temp1: 28.4, rssi: 26, sat: 35 } },
  },
  {
    name: '0x11 that stops after its fix (no cell)',
    hex: '78781511170103100e1f9904efe30400a97f88003410ffdd000d0a',
    expected: {
      kind: 'position',
      fixTime: '2023-01-03T16:14:31.000Z',
      valid: true,
      latitude: 46.016713,
      longitude: 6.17124,
      course: 16,
      attributes: { sat: 9 },
    },
  },
  {
    name: '0xA0 JM-VL03 with ACC after the wide cell',
    hex: '787829a01707150f2d0ecd01635100041e96d000087c02d4020000912e000000000718798d000e0006ed3ce50d0a',
    expected: {
      kind: 'position',
      fixTime: '2023-07-21T15:45:14.000Z',
      valid: false,
      course: 124,
      attributes: { ignition: false, network: cell(724, 2, 37166, 119044493) },
    },
  },
  {
    name: '0xA0 JM-VL03, ACC on',
    hex: '787829a0170704112226cf0163fe7c0420f6f000091302d402000091290000000007186b8f01030001460d010d0a',
    expected: { kind: 'position', attributes: { ignition: true } },
  },
  {
    name: '0xA2 LW4G GPS + status (length 0x40): battery %, odometer, inputs',
    hex: '787840a2180b0f0f3407cf00602cd208354064001c6a02dc650000698100000000095674c9114100002a04000100004b31000000000863829079286793020001a22a8f0d0a',
    expected: {
      kind: 'position',
      fixTime: '2024-11-15T15:52:07.000Z',
      valid: true,
      latitude: 3.501628,
      longitude: -76.504233,
      course: 106,
      attributes: {
        batteryLevel: 42,
        rssi: 4,
        odometer: 19249,
        input: 512,
        network: cell(732, 101, 27009, 156660937),
      },
    },
  },
  {
    name: '0xA2 LW4G, a second report',
    hex: '787840a218061b0e0f05cf021d22430aa2660b005c00014e140000026500000000024d4e02114504df06031c010007d00000000000086973105524576500c802a86fda0d0a',
    expected: { kind: 'position', fixTime: '2024-06-27T14:15:05.000Z', valid: true },
  },
  {
    name: '0x17 of length 0x28: GPS report with an RFID card (not Wi-Fi)',
    hex: '7878281718060e021831c6026e8acc0c361b1000140001cc00286d000f4dbf0000012ca7e001000004b2630d0a',
    expected: {
      kind: 'position',
      fixTime: '2024-06-14T02:24:49.000Z',
      valid: true,
      attributes: { driverUniqueId: 'bf0000012ca7e001', network: cell(460, 0, 10349, 3917) },
    },
    ack: '787805170004dd3d0d0a',
  },
  {
    name: '0x24 SR411 mini (length 0x2E): GPS report with ACC and voltages',
    hex: '78782e2416061a103600c80275298404a0a24000184602d4023a49006f060104ed01940000086508004139765000be7d640d0a',
    expected: {
      kind: 'position',
      fixTime: '2022-06-26T16:54:00.000Z',
      valid: true,
      latitude: -22.907096,
      longitude: -43.1312,
      course: 70,
      attributes: { ignition: true, power: 12.61, battery: 4.04 },
    },
  },
  {
    name: '0xA3 Seeworld status (length 0x0C)',
    hex: '78780ca346000106640c01123d5f5e0d0a',
    expected: { kind: 'heartbeat', attributes: { ignition: true, charge: true, rssi: 1 } },
  },
  {
    name: '0x61 iButton report: driver key',
    hex: '78782e610869412070143950190a1e0d3806c802b0eb0f0561ecdc00d80002d404000004215f0e000001395581000d1ca60d0a',
    expected: {
      kind: 'position',
      fixTime: '2025-10-30T13:56:06.000Z',
      valid: true,
      attributes: { driverUniqueId: '20534657' },
    },
  },
  {
    name: '0x34 X1 GPS report: odometer, voltages, analog inputs',
    hex: '78783c340000000011061809130c0903107d2408488a5800144c00000000000001940b00b1000047ff000000000500018f42210000000100050003010b69450d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-06-24T09:19:12.000Z',
      valid: true,
      latitude: 28.562367,
      longitude: 77.20652,
      course: 76,
      attributes: {
        battery: 12.8,
        power: 3.99,
        output: 1,
        adc1: 0.05,
        adc2: 0.03,
        network: cell(404, 11, 177, 18431),
      },
    },
  },
  {
    name: '0x34 X1 GPS report, a second one',
    hex: '78783c34000000001106190336070903107d51084889b900152e0000000043b101940b00b10000480100000000050001a3422100000001000300011bdc7b5f0d0a',
    expected: { kind: 'position', fixTime: '2017-06-25T03:54:07.000Z', valid: true },
  },
  {
    name: '0x36 status with modules (Jimi 4G): battery volts and percent',
    hex: '787817360005040002003201010018020192006a015f0324aeaf0d0a',
    expected: {
      kind: 'heartbeat',
      attributes: { battery: 4.02, batteryLevel: 95, rssi: 4, startupStatus: 1 },
    },
  },
  {
    name: '0x38 GPS + typed cell (extended): wide cell, odometer module',
    hex: '7979003e3819050e0e0c26c5010fd98e0905f53000ccab0e000302c80100000c240000000000048b08001b002e04000015c4003b020000003c0401020001021f60220d0a',
    expected: {
      kind: 'position',
      fixTime: '2025-05-14T14:12:38.000Z',
      valid: false,
      course: 171,
      attributes: {
        odometer: 5572,
        network: { cellTowers: [{ mcc: 712, mnc: 1, lac: 3108, cid: 297736, rssi: 27 }] },
      },
    },
  },
  {
    name: '0xF3 Wi-Fi list: seven access points, no signal strengths',
    hex: '787844F3140C0B0A262A070000DC9FDB1C1D760000C83A3569A37100008825937287000000EC41180C8209000088C39749553700003891D5604D6300003891D5604D68002EC4230D0A',
    expected: {
      kind: 'position',
      fixTime: '2020-12-11T10:38:42.000Z',
      valid: false,
      latitude: 0,
      longitude: 0,
    },
    ack: '787805f3002e39a50d0a',
  },
  {
    name: '0x70 modular report: Bluetooth tag, answered with a short acknowledgement',
    hex: '7979001f70002c00046919c641007f000ec4a82841074a7fff64012201dc071ea430360d0a',
    expected: {
      kind: 'heartbeat',
      attributes: { tag1Id: 'c4a82841074a', tag1Temp: 29, tag1BatteryLevel: 100, tag1Humidity: 476 },
    },
    ack: '787805701ea4fefe0d0a',
  },
  {
    name: '0x70 modular report with a fix module: removing alarm, odometer',
    hex: '797900a87000000001020035000101003300125d7e3a180600d504b598f708814b3a001d1500340006125d7e39dc000011000a012e02620000000000000001000803537601000129800002000803102608593397620003000a89012608522933976266001800020172002b000114002c00045d7df3c70009000106000a000109002800010d002e00040000f25d002a000111002900040000017e0030000a000100b4000a00b402d0000591250d0a',
    expected: {
      kind: 'position',
      fixTime: '2019-09-15T13:18:16.000Z',
      valid: true,
      latitude: 43.894466,
      longitude: -79.27285,
      course: 277,
      attributes: {
        alarm: 'removing',
        battery: 3.7,
        odometer: 62045,
        iccid: '89012608522933976266',
        hdop: 1.3,
      },
    },
  },
  {
    name: '0x8C OBD report: odometer, coolant, speed, rpm (no answer)',
    hex: '797900cd8c15010d08200d013137333d302c3232333d312c3238333d30303032373464382c3436333d30303030303239352c3437333d30303030363333622c3438333d30303030303036372c3242333d30303030303030302c3244333d30303030316332302c3335333d30303030323133342c3336333d30303033626430382c3339333d30303030303336622c3330333d30303030303539362c3439333d30303030306563382c3441333d2c3341333d30303030303430352c3530333d30303030cb03850c3603c025af5414a6003fc5940d0a',
    expected: {
      kind: 'heartbeat',
      deviceTime: '2021-01-13T08:32:13.000Z',
      attributes: {
        ignition: true,
        odometer: 1609.84,
        coolantTemp: 72,
        obdSpeed: 85,
        rpm: 2450,
        hours: 37.84,
      },
    },
    ack: null,
  },
  {
    name: '0x8C OBD report with a VIN',
    hex: '797900de8c120b1502121b013137333d302c3232333d312c3238333d30303030303030302c3436333d30303030303035362c3437333d30303030303030662c3438333d30303030303031312c3242333d30303030303030302c3244333d30303030313839632c3335333d30303030313661382c3336333d30303032386163382c3339333d30303030303230612c3330333d30303030303561612c3439333d30303030303030302c3441333d4b4e4146323431434d4b353031343235352c3341333d30303030303338352c3530333d30303030c0041df0940f89c06700000000c800910d0a',
    expected: { kind: 'heartbeat', attributes: { vin: 'KNAF241CMK5014255', rpm: 1666 } },
  },
  {
    name: '0x95 JC400 alarm packet (FF FF marker): cornering, video files',
    hex: '78789795ffff01180b0d031406da04b5ab0d08813df01ca9002c008a9200004556454e545f3836323739383035323432393038375f30303030303030305f323032345f31315f31325f32325f32305f30365f495f35362e6d70342c4556454e545f3836323739383035323432393038375f30303030303030305f323032345f31315f31325f32325f32305f30365f465f35352e6d70340037d45b0d0a',
    expected: {
      kind: 'position',
      fixTime: '2024-11-13T03:20:06.000Z',
      valid: true,
      latitude: 43.897038,
      longitude: -79.27096,
      speedKmh: 44,
      course: 169,
      attributes: {
        alarm: 'hardCornering',
        power: 13.8,
        eventFiles:
          'EVENT_862798052429087_00000000_2024_11_12_22_20_06_I_56.mp4,EVENT_862798052429087_00000000_2024_11_12_22_20_06_F_55.mp4',
      },
    },
  },
  {
    name: '0x95 JC400 alarm packet: event 0x69',
    hex: '78785995ffff01170719152013df0163d45f041ee52018be002f00876900004556454e545f3836323739383035303137353131325f30303030303030305f323032335f30375f32355f31385f33325f30355f31342e6d70340119d15a0d0a',
    expected: { kind: 'position', attributes: { event: 0x69, alarm: 'general' } },
  },
  {
    name: '0x9B serial: accessory text kept as result',
    hex: '797900109b0344373532304136320d0a000f87f00d0a',
    expected: { kind: 'heartbeat', attributes: { result: 'D7520A62' } },
  },
  {
    name: '0x9B serial: binary accessory data kept as hex',
    hex: '797900099b0380d600046f91e90d0a',
    expected: { kind: 'heartbeat', attributes: { result: '80d600' } },
  },
  {
    name: '0x94 sub-type 0x0B: external voltage',
    hex: '79790008940b02e3048614200d0a',
    expected: { kind: 'heartbeat', attributes: { power: 7.39 } },
  },
  {
    name: '0x94 sub-type 0x0B: network technology',
    hex: '79790007940B010A0B5ACE0D0A',
    expected: { kind: 'heartbeat', attributes: { networkTechnology: '4G' } },
  },
  {
    name: '0x94 sub-type 0x1E: temperature and humidity',
    hex: '7979000e941e000000d5000002ee00f59b850d0a',
    expected: { kind: 'heartbeat', attributes: { temp1: 21.3, humidity: 75 } },
  },
  {
    name: '0x94 sub-type 0x05 with a date: door open',
    hex: '7979000d940516090908081c030defbd2d0d0a',
    expected: { kind: 'heartbeat', deviceTime: '2022-09-09T08:08:28.000Z', attributes: { door: true } },
  },
  {
    name: '0x94 sub-type 0x1B: serial accessory text',
    hex: '79790019941b524649443a3030384642324245424133390d0a000c14930d0a',
    expected: { kind: 'heartbeat', attributes: { serial: 'RFID:008FB2BEBA39' } },
  },
  {
    name: '0x94 sub-type 0x0D: fuel sensor with a date',
    hex: '7979003F940D110315102A202141494F494C2C30322C3030382E3239302C3032392E3630302C3531394A2C303430302C3030382E3433302C302C30302C4142001678EA0D0A',
    expected: { kind: 'heartbeat', attributes: { temp1: 29.6, fuel: 8.43 } },
  },
  {
    name: '0x94 sub-type 0x0D: fuel sensor line only',
    hex: '79790039940d2141494f494c2c30322c3030322e3732302c3032392e3530302c3532344a2c303130302c3030332e3430302c302c30302c393309ad72000d0a',
    expected: { kind: 'heartbeat', attributes: { temp1: 29.5, fuel: 3.4 } },
  },
  {
    name: '0x94 sub-type 0x04: alarm and status registers of the settings text',
    hex: '797900849404414c4d313d43353b414c4d323d43433b414c4d333d35433b535441313d43303b4459443d30313b534f533d303133323838333730302c2c3b43454e5445523d303133323838333730303b46454e43453d46656e63652c4f46462c302c302e3030303030302c302e3030303030302c3330302c494e206f72204f55542c313b00b79d120d0a',
    expected: {
      kind: 'heartbeat',
      attributes: {
        alarm1Status: 0xc5,
        alarm2Status: 0xcc,
        alarm3Status: 0x5c,
        otherStatus: 0xc0,
        engineStatus: 1,
      },
    },
  },
  {
    name: 'malformed: 0x34 cut short after its fix (answered, nothing stored)',
    hex: '78781d340000000011061809130c0903107d2408488a5800144c0000010b533d0d0a',
    expected: null,
    ack: '78780534010bd04d0d0a',
  },
  {
    name: 'malformed: 0xF3 counting nine access points for seven (answered, nothing stored)',
    hex: '787844f3140c0b0a262a090000dc9fdb1c1d760000c83a3569a37100008825937287000000ec41180c8209000088c39749553700003891d5604d6300003891d5604d68002eecd40d0a',
    expected: null,
  },
  {
    name: 'malformed: 0x70 whose module runs past the frame (the modules before it kept)',
    hex: '7979001f70002c00046919c641007f0040c4a82841074a7fff64012201dc071ea4f3e80d0a',
    expected: { kind: 'heartbeat', attributes: { tag1Id: undefined } },
  },
  {
    name: 'malformed: 0x95 JC400 cut inside its fix (answered, nothing stored)',
    hex: '78781195ffff01180b0d031406da04b500370cab0d0a',
    expected: null,
  },
  {
    name: '0x32 AZ735 report (extended): fix and cell behind their lengths',
    hex: '7979004a321106170c1b180cc900a875580b7ab4f00010350901fe0a007c0009112424007c000912240081004efe2100c500100f1200000000000000000000000000000000000000000000bc7c900d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-06-23T12:27:24.000Z',
      valid: true,
      latitude: -6.133382,
      longitude: 106.995049,
      course: 53,
      attributes: { sat: 9, rssi: 36, network: cell(510, 10, 124, 2321) },
    },
    ack: '797900053200bcedd10d0a',
  },
  {
    name: '0x32 AZ735 report without a fix (length 0): cell only',
    hex: '79790045321106170c1b13000901fe0a007c0009112424007c000912230081004efe1e00c500100f120000000000000000000000000000000000000710bef565574e37000000b26f140d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-06-23T12:27:19.000Z',
      valid: false,
      attributes: { rssi: 36, network: cell(510, 10, 124, 2321) },
    },
  },
  {
    name: '0x32 AZ735 report with neighbour cells and access points (skipped)',
    hex: '7979007632110706090217000901fe0a060f006a1c2024060f0053a429060f006a1d21060f0053a720060f006f151d0000000000000000000000003844d9e7f7e1773d60e327a9e442405cf28628b9c640a42bb0fc0d0244d855a38c220a4c802aa8da7dab50b0e235ef32dd5348ee0ce77a52540000010a205a0d0a',
    expected: {
      kind: 'position',
      valid: false,
      attributes: { rssi: 32, network: cell(510, 10, 1551, 27164) },
    },
  },
  {
    name: '0x33 AZ735 alarm (extended): armed, no fix and no cell',
    hex: '797900143311070609020b00000000a0030046000109e4610d0a',
    expected: {
      kind: 'position',
      fixTime: '2017-07-06T09:02:11.000Z',
      valid: false,
      attributes: { armed: true },
    },
    ack: '797900053301094cf30d0a',
  },
  {
    name: '0x31 SL4X (length 0x2A): fix, cell (two-byte MNC, four-byte id), ACC, odometer, altitude',
    hex: '78782a31180613012b39cc0274c4dc050d7cd000180002d4000ac3c70dbdc4150100000000000002a6000ea40b0d0a',
    expected: {
      kind: 'position',
      fixTime: '2024-06-19T01:43:57.000Z',
      valid: true,
      latitude: -22.89278,
      longitude: -47.094444,
      course: 0,
      altitude: 678,
      attributes: {
        sat: 12,
        network: cell(724, 10, 50119, 230540309),
        ignition: true,
        event: 0,
        archive: false,
        odometer: 0,
      },
    },
    ack: '78780531000ea7850d0a',
  },
  {
    name: '0x32 SL4X (length 0x29): fix, cell behind its length, status, altitude',
    hex: '7878293218061301261ccd0274c4ad050d7c960018000a02d4000ac3c70dbdc40b46f004210202af001784290d0a',
    expected: {
      kind: 'position',
      fixTime: '2024-06-19T01:38:28.000Z',
      valid: true,
      latitude: -22.892754,
      longitude: -47.094412,
      course: 0,
      altitude: 687,
      attributes: {
        sat: 13,
        network: cell(724, 10, 50119, 230540299),
        ignition: true,
        charge: true,
        rssi: 4,
        // The voltage byte (0xF0) is no level and the alarm byte (0x21) no known alarm.
        batteryLevel: undefined,
        alarm: undefined,
      },
    },
    ack: '787805320017c5a10d0a',
  },
  {
    name: '0x32 SL4X (length 0x27): power cut in the terminal bits and the alarm byte',
    hex: '78782732180214123324ca0162bdf0041f45d900190b0a02d4000bc5270000ec025206040202005e07e10d0a',
    expected: {
      kind: 'position',
      fixTime: '2024-02-20T18:51:36.000Z',
      valid: true,
      latitude: -12.91576,
      longitude: -38.421312,
      course: 267,
      attributes: {
        sat: 10,
        network: cell(724, 11, 50471, 60418),
        ignition: true,
        charge: false,
        batteryLevel: 100,
        rssi: 4,
        alarm: 'powerCut',
      },
    },
    ack: '78780532005e1a640d0a',
  },
  {
    name: '0x1E JI09 extended GPS report: the fix (its cells are not read)',
    hex: '7878471e0e03110b0511c501c664fd074db73f0218a602e003433a002fed40433a0056e14e433a0056104e433a0056fd53433a002eed55433a007e4b57433a002ee25aff00020120f6720d0a',
    expected: {
      kind: 'position',
      fixTime: '2014-03-17T11:05:17.000Z',
      valid: true,
      latitude: -16.543998,
      longitude: -68.074275,
      speedKmh: 2,
      course: 166,
      attributes: { sat: 5 },
    },
    ack: '7878051e01203fdd0d0a',
  },
  {
    name: '0xA7 GK310 address request by SMS: its cell on the last position',
    hex: '78782ba701cc000000919100000000090617032b3836313832323038343735363200000000000000000100049fb60d0a',
    expected: {
      kind: 'heartbeat',
      attributes: { network: { cellTowers: [{ mcc: 460, mnc: 0, lac: 37265, cid: 151394051 }] } },
    },
    ack: '787805a70004577f0d0a',
  },
  {
    name: '0x66 FM08ABC OBD parameters (extended): known, not stored, not answered (as the reference)',
    hex: '797900a56615010d081f3b012c323131303d30303033643238342c323130353d30303030316332302c323130623d30303030326537632c323130633d30303033643238342c323130663d30303030306331632c323130643d30303030323166632c323161363d30303030303030302c323130343d30303030306531302c323132663d30303030303030302c323134353d30303030303030302ccb03851f5f03c020525514a7003e216a0d0a',
    expected: null,
    ack: null,
  },
  {
    name: '0xF2 VL842 peripheral (extended): external battery, answered short',
    hex: '79790016f26718e430000c0a470000000010020000000024bff50d0a',
    expected: {
      kind: 'heartbeat',
      deviceTime: '2024-10-23T11:55:28.000Z',
      attributes: { externalBatteryLevel: 71, externalBatteryCharge: undefined, externalBatteryCycles: 0 },
    },
    ack: '787805f20024cc230d0a',
  },
  {
    name: '0xF2 VL842 peripheral (extended): a record skipped by its length, a Bluetooth button',
    hex: '79790037f26718e389000b0a0423027aca200c465a60000a001d01c4a82828ccfe0000024254425554544f4e2c412c53233136382c35340016a1eb0d0a',
    expected: {
      kind: 'heartbeat',
      deviceTime: '2024-10-23T11:52:41.000Z',
      attributes: {
        mac: 'c4a82828ccfe',
        event: 0,
        eventData: undefined,
        dataType: 2,
        // "BTBUTTON,A,S#168,54", kept as hex as the reference decoder keeps it.
        dataDetails: '4254425554544f4e2c412c53233136382c3534',
      },
    },
    ack: '787805f20016deb20d0a',
  },
  {
    name: '0x12 WeTrust (length 0x29): odometer, driver card, alarm flag, card status, driving time',
    hex: '78782912170316053b3bcf015b51220af1201105d56100000000000000000000869c0130010000000238d1af0d0a',
    expected: {
      kind: 'position',
      fixTime: '2023-03-22T05:59:59.000Z',
      valid: true,
      latitude: 12.645423,
      longitude: 101.985858,
      speedKmh: 5,
      course: 353,
      attributes: {
        sat: 15,
        ignition: true,
        odometer: 34460,
        card: '0',
        alarm: 'general',
        cardStatus: 0,
        drivingTime: 0,
      },
    },
    ack: '7878051202382cdf0d0a',
  },
  {
    name: '0xA2 GK310 multi-cell and Wi-Fi report (length 0x95): five cells, six access points',
    hex: '787895a2180b0f0f1d2602dc65000069810000000009569e9648000069810000000009569e3255000069810000000009569e0052000069810000000009569ec846000069810000000009569e64320000000000000000000000000000000000000000000000000000ff06f27cf64f17e13c909a4a53778c3dc83a350fa1b84522976d5ea4854854af976b9ab04cb04e26d703925102a1ce550d0a',
    expected: {
      kind: 'position',
      fixTime: '2024-11-15T15:29:38.000Z',
      valid: false,
      attributes: {
        network: {
          cellTowers: [
            { mcc: 732, mnc: 101, lac: 27009, cid: 156671638, rssi: -72 },
            { mcc: 732, mnc: 101, lac: 27009, cid: 156671538, rssi: -85 },
            { mcc: 732, mnc: 101, lac: 27009, cid: 156671488, rssi: -82 },
            { mcc: 732, mnc: 101, lac: 27009, cid: 156671688, rssi: -70 },
            { mcc: 732, mnc: 101, lac: 27009, cid: 156671588, rssi: -50 },
          ],
          wifiAccessPoints: [
            { macAddress: 'f2:7c:f6:4f:17:e1', signalStrength: 60 },
            { macAddress: '90:9a:4a:53:77:8c', signalStrength: 61 },
            { macAddress: 'c8:3a:35:0f:a1:b8', signalStrength: 69 },
            { macAddress: '22:97:6d:5e:a4:85', signalStrength: 72 },
            { macAddress: '54:af:97:6b:9a:b0', signalStrength: 76 },
            { macAddress: 'b0:4e:26:d7:03:92', signalStrength: 81 },
          ],
        },
      },
    },
    ack: '787805a202a1afd50d0a',
  },
  {
    name: '0xA4 GK310 fence alarm: low battery',
    hex: '78782DA4150817073B10CF032EEA9C0B6CE0800015141001CC0100009A00000000000A6F24014605041900FF01908A640D0A',
    expected: {
      kind: 'position',
      fixTime: '2021-08-23T07:59:16.000Z',
      valid: true,
      latitude: 29.670202,
      longitude: 106.49152,
      course: 276,
      attributes: { network: cell(460, 1, 39424, 175055873), ignition: true, alarm: 'lowBattery' },
    },
    ack: '787805a40190736e0d0a',
  },
  {
    name: '0x27 alarm without a fix: low battery, oil and electricity cut',
    hex: '78782627100419092D07C5027AC91C0C4658000005370900000000000000008002001900FF00004DF60D0A',
    expected: {
      kind: 'position',
      fixTime: '2016-04-25T09:45:07.000Z',
      valid: false,
      latitude: 23.111838,
      longitude: 114.409244,
      course: 311,
      attributes: { blocked: true, ignition: false, alarm: 'lowBattery' },
    },
    ack: '7878052700001db70d0a',
  },
  {
    name: '0x13 status: alarm byte 0x04 (fence entered), no external voltage',
    hex: '78780a130604ea04000006bc8a0d0a',
    expected: {
      kind: 'heartbeat',
      attributes: { ignition: true, charge: true, alarm: 'geofenceEnter', power: undefined },
    },
    ack: '7878051300069d4e0d0a',
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
