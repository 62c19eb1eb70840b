import type { CorpusFrame } from '../textCorpus';

/**
 * Real GPS103 (Coban) sentences with the values each must decode to (see README.md for sources and
 * licences). Each is decoded on a connection that has logged in with `##,imei:359586015829802,A;`.
 * Speeds are knots, as these devices send them.
 */
const SOS_FRAME = (keyword: string) =>
  `imei:359586015829802,${keyword},0809231429,13554900601,F,062947.294,A,2234.4026,N,11354.3277,E,0.00,;`;
const SOS_FIX = {
  kind: 'position',
  fixTime: '2008-09-23T06:29:47.000Z',
  valid: true,
  latitude: 22.573377,
  longitude: 113.905462,
  speed: 0,
} as const;
const OIL_FIX = {
  kind: 'position',
  fixTime: '2008-09-24T05:54:03.000Z',
  valid: true,
  latitude: 22.553117,
  longitude: 113.905112,
} as const;

export const GPS103_CORPUS: readonly CorpusFrame[] = [
  {
    name: 'login',
    text: '##,imei:359586015829802,A;',
    expected: { kind: 'login' },
    ack: 'LOAD',
  },
  {
    name: 'heartbeat (the IMEI alone)',
    text: '359586015829802;',
    expected: { kind: 'heartbeat' },
    ack: 'ON',
  },
  {
    name: 'tracker report, reference fix',
    text: 'imei:359710045559474,tracker,151030080103,,F,000101.000,A,5443.3834,N,02512.9071,E,0.00,0;',
    expected: {
      kind: 'position',
      fixTime: '2015-10-30T00:01:01.000Z',
      valid: true,
      latitude: 54.72306,
      longitude: 25.21512,
      speed: 0,
      course: 0,
      attributes: { alarm: undefined, event: undefined },
    },
    ack: null,
  },
  {
    name: 'tracker report across midnight (local date ahead of UTC)',
    text: 'imei:359710049092324,tracker,151027025958,,F,235957.000,A,2429.5156,N,04424.5828,E,0.01,27.91,,0,0,,,;',
    expected: {
      kind: 'position',
      fixTime: '2015-10-26T23:59:57.000Z',
      valid: true,
      latitude: 24.49193,
      longitude: 44.40971,
      speed: 0.01,
      course: 27.91,
      attributes: { ignition: false, door: false },
    },
  },
  {
    name: 'tracker report, zone of 2 h 59 min',
    text: 'imei:865328021058861,tracker,151027041419,,F,011531.000,A,6020.2979,N,02506.1940,E,0.49,113.30,,0,0,0.0%,,;',
    expected: {
      kind: 'position',
      fixTime: '2015-10-27T01:15:31.000Z',
      latitude: 60.3383,
      longitude: 25.10323,
      speed: 0.49,
      course: 113.3,
      attributes: { fuel1: 0 },
    },
  },
  {
    name: 'tracker report, UTC time without decimals, west',
    text: 'imei:864035050002451,tracker,201223064947,,F,064947,A,1935.70640,N,09859.94436,W,0.025,;',
    expected: {
      kind: 'position',
      fixTime: '2020-12-23T06:49:47.000Z',
      latitude: 19.595107,
      longitude: -98.999073,
      speed: 0.025,
    },
  },
  {
    name: 'event 001 with altitude, ignition and temperature',
    text: 'imei:760112011448012,001,2001151918,,F,191833.000,A,6136.6174,N,2126.9901,E,0.00,202.6,-0.1,1,,,,20;',
    expected: {
      kind: 'position',
      fixTime: '2020-01-15T19:18:33.000Z',
      latitude: 61.61029,
      longitude: 21.449835,
      altitude: -0.1,
      course: 202.6,
      attributes: { event: '001', ignition: true, temp1: 20, door: undefined },
    },
  },
  {
    name: 'course with two decimals and no altitude',
    text: 'imei:868683023212255,tracker,190205084503,,F,064459.000,A,4915.1221,N,01634.5655,E,3.91,83.95;',
    expected: {
      kind: 'position',
      fixTime: '2019-02-05T06:44:59.000Z',
      latitude: 49.252035,
      longitude: 16.576092,
      speed: 3.91,
      course: 83.95,
    },
  },
  {
    name: 'photo announcement vt14 with fuel and temperature',
    text: 'imei:864180034124375,vt14,190116192753,,F,172750.000,A,3649.2186,N,00235.8411,W,0.00,0,,0,0,51.93%,,+22;',
    expected: {
      kind: 'position',
      fixTime: '2019-01-16T17:27:50.000Z',
      latitude: 36.82031,
      longitude: -2.597352,
      attributes: { event: 'vt14', fuel1: 51.93, temp1: 22, ignition: false },
    },
  },
  {
    name: 'photo chunk vr (not stored, not answered)',
    text: 'imei:864180034124375,vr,0c00fa011ea05a03d726977103ad0034c98ef49e6d303fffd1c8361303f2dbb0fa530d8ca3930be3e94f4110145c7029a507a0a00028f4a70514c05c500503170334b400531971cad002ab7634f001a4027949c8e541ea47f853bca2f961ba427ab1e290089197711c485e4f6e82ad0d1ee8f25573eed4af60284f6935bb7ef2307f1dc3f4355bbf3f90a607ffd2e5fcc6c60310be80f152dbca54ed53147fed3ae7fa1fe54809e45330fdedc993d073b7f2a6340a00d8cabeb9a4980c68900e5cb1f6e29aab9e00fc334012a5a5c32e5227c7b21a9a2d35dc02cdb49edb189fe545ec058fec7565e667cfa08b1fccd34686e4f12003dd7ffaf4b980957440bd595beb53269bb082a517dd570693604cb6299cb1663f5a9d608e3e42807d71cd002d206028011e50aa49381513494011349cd2092803ffd3d031f154ef11bc86d870781f8679a90302540adc545c55a00e28c8a602e47ad2e46680133cd19e6800cd1cf4a0063293ce695188e0d20265e58559305c3ffcb2948eca10d20278adb50518890c40f5ed9a5fece941ccb29cfd19ff00c2a6e860d6471c7da1cffb3b507eb9aaafa3dc4a4909b7fdf6c9fd28b88fffd4ca5d06e7b94152af87a53f7a7403d949a8e60265f0eaff0014ee7e8807f5a99340857abcadf881fd2973013a6936f1f48d4ffbc01fe95652dd63fba00fa521926d1de8e07a51600dc3d01d00;',
    expected: null,
    ack: null,
  },
  {
    name: 'temperature alarm T:+11',
    text: 'imei:868683026321020,T:+11,181217080050,,F,080047.000,A,3227.3057,N,11649.4754,W,0.00,0,,0,0,0.00%,,+11;',
    expected: {
      kind: 'position',
      fixTime: '2018-12-17T08:00:47.000Z',
      latitude: 32.455095,
      longitude: -116.82459,
      attributes: { alarm: 'temperature', temp1: 11 },
    },
  },
  {
    name: 'tracker report with temperature field',
    text: 'imei:868683026321020,tracker,181217080106,,F,080102.000,A,3227.3057,N,11649.4754,W,0.00,0,,0,0,0.00%,0,+11;',
    expected: { kind: 'position', fixTime: '2018-12-17T08:01:02.000Z', attributes: { temp1: 11, fuel1: 0 } },
  },
  {
    name: 'sensor variant (decimal degrees, km/h), valid',
    text: 'imei:861359038609986,Equipo 1,---,------,----,214734,241018,26,1,-33.42317,-70.61930,067,229,0674,1.00,08,0,1,---,*',
    expected: {
      kind: 'position',
      fixTime: '2018-10-24T21:47:34.000Z',
      valid: true,
      latitude: -33.42317,
      longitude: -70.6193,
      altitude: 674,
      speedKmh: 67,
      course: 229,
      attributes: { rssi: 26, hdop: 1, sat: 8, ignition: false, charge: true, event: undefined },
    },
  },
  {
    name: 'sensor variant without a fix',
    text: 'imei:861359038609986,Equipo 1,---,------,----,214812,241018,14,0,-33.42317,-70.61930,000,000,0000,99.9,00,0,1,---,*',
    expected: {
      kind: 'position',
      fixTime: '2018-10-24T21:48:12.000Z',
      valid: false,
      speedKmh: 0,
      attributes: { hdop: 99.9, sat: 0, rssi: 14 },
    },
  },
  {
    name: 'OBD report with trouble codes',
    text: 'imei:868683027758113,OBD,180905200218,,,,0,0,0.39%,70,9.41%,494,0.00,P0137,P0430,,;',
    expected: {
      kind: 'heartbeat',
      deviceTime: '2018-09-05T20:02:18.000Z',
      attributes: {
        obdSpeed: 0,
        engineLoad: '0.39%',
        coolantTemp: 70,
        throttle: '9.41%',
        rpm: 494,
        battery: 0,
        dtcs: 'P0137 P0430',
        odometer: undefined,
      },
    },
  },
  {
    name: 'OBD report with odometer and engine hours',
    text: 'imei:359710048977327,OBD,180301094003,5000000,0.00,0.00,98,18,68.63%,55,25.10%,1368,14.24,,,,;',
    expected: {
      kind: 'heartbeat',
      deviceTime: '2018-03-01T09:40:03.000Z',
      attributes: {
        odometer: 5000000,
        fuelConsumption: 0,
        hours: 352800000,
        obdSpeed: 18,
        coolantTemp: 55,
        rpm: 1368,
        battery: 14.24,
        dtcs: undefined,
      },
    },
  },
  {
    name: 'OBD report with signed coolant temperature',
    text: 'imei:862106025092216,OBD,170605095949,195874,,370.8,808,066,30.0%,+87,13.0%,02444,14.3,,,,;',
    expected: {
      kind: 'heartbeat',
      attributes: {
        odometer: 195874,
        fuelConsumption: 370.8,
        obdSpeed: 66,
        coolantTemp: 87,
        rpm: 2444,
        battery: 14.3,
      },
    },
  },
  {
    name: 'event 001 with altitude, fuel 1 and 2, temperature',
    text: 'imei:353451044508750,001,0809231929,13554900601,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,30.1,65.43,1,0,10.5%,0.0%,28;',
    expected: {
      ...OIL_FIX,
      altitude: 65.43,
      course: 30.1,
      attributes: { fuel1: 10.5, fuel2: 0, temp1: 28, ignition: true, door: false },
    },
  },
  {
    name: 'DTC alarm',
    text: 'imei:353451044508750,DTC,0809231929,,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,30.1,,1,0,10.5%,P0021,;',
    expected: { ...OIL_FIX, attributes: { alarm: 'fault', fuel1: 10.5 } },
  },
  {
    name: 'fuel sensor alarm oil1',
    text: 'imei:353451044508750,oil1,0809231929,,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,,,,51.6,41.7,;',
    expected: { ...OIL_FIX, attributes: { alarm: 'fuelLeak' } },
  },
  {
    name: 'fuel level oil 51.67',
    text: 'imei:353451044508750,oil 51.67,0809231929,,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,,;',
    expected: { ...OIL_FIX, attributes: { alarm: 'fuelLeak', fuel: 51.67 } },
  },
  {
    name: 'temperature alarm T:+28.0',
    text: 'imei:353451044508750,T:+28.0,0809231929,,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,,;',
    expected: { ...OIL_FIX, attributes: { alarm: 'temperature', temp1: 28 } },
  },
  {
    name: 'bonnet alarm',
    text: 'imei:353451044508750,bonnet alarm,0809231929,,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,,;',
    expected: { ...OIL_FIX, attributes: { alarm: 'bonnet' } },
  },
  {
    name: 'footbrake alarm',
    text: 'imei:353451044508750,footbrake alarm,0809231929,,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,,;',
    expected: { ...OIL_FIX, attributes: { alarm: 'footBrake' } },
  },
  {
    name: 'power cut (ac alarm) with a fix',
    text: 'imei:862106021237716,ac alarm,1611291645,,F,204457.000,A,1010.2783,N,06441.0274,W,0.00,,;',
    expected: {
      kind: 'position',
      fixTime: '2016-11-29T20:44:57.000Z',
      latitude: 10.171305,
      longitude: -64.68379,
      attributes: { alarm: 'powerCut' },
    },
  },
  {
    name: 'acc on',
    text: 'imei:864180036029895,acc on,180508145653,,F,065645.000,A,4729.1497,N,01904.2342,E,0.00,0,,1,,0.00%,,;',
    expected: {
      kind: 'position',
      fixTime: '2018-05-08T06:56:45.000Z',
      attributes: { ignition: true, event: undefined },
    },
  },
  {
    name: 'acc off (the keyword wins over the ignition field)',
    text: 'imei:865328023776874,acc off,150619152221,,F,072218.000,A,5439.8489,N,02518.5945,E,0.00,,,1,1,0.0,0.0,23.0,;',
    expected: {
      kind: 'position',
      fixTime: '2015-06-19T07:22:18.000Z',
      latitude: 54.664148,
      longitude: 25.309908,
      attributes: { ignition: false, door: true },
    },
  },
  {
    name: 'RFID card',
    text: 'imei:868683020235846,rfid,160202091347,49121185,F,011344.000,A,0447.7273,N,07538.9934,W,0.00,0,,0,0,0.00%,,;',
    expected: {
      kind: 'position',
      fixTime: '2016-02-02T01:13:44.000Z',
      latitude: 4.795455,
      longitude: -75.64989,
      attributes: { driverUniqueId: '49121185' },
    },
  },
  {
    name: 'SOS without a fix: cell on the last position, SOS answered',
    text: 'imei:359710049075097,help me,,,L,,,113b,,558f,,,,,0,0,,,;',
    expected: {
      kind: 'heartbeat',
      attributes: { alarm: 'sos', network: { cellTowers: [{ lac: 0x113b, cid: 0x558f }] } },
    },
    ack: '**,imei:359710049075097,E',
  },
  {
    name: 'power cut without a fix',
    text: 'imei:864895030279986,ac alarm,180404174252,,L,,,296a,,51f7,,,;',
    expected: {
      kind: 'heartbeat',
      attributes: { alarm: 'powerCut', network: { cellTowers: [{ lac: 0x296a, cid: 0x51f7 }] } },
    },
  },
  {
    name: 'no GPS signal, no cell',
    text: 'imei:359586015829802,tracker,000000000,13554900601,L,;',
    expected: { kind: 'heartbeat' },
    ack: null,
  },
  {
    name: 'heartbeat glued to a report',
    text: '359769031878322imei:359769031878322,tracker,1602160718,2,F,221811.000,A,1655.2193,S,14546.6722,E,0.00,,;',
    expected: {
      kind: 'position',
      fixTime: '2016-02-15T22:18:11.000Z',
      latitude: -16.920322,
      longitude: 145.77787,
    },
    ack: 'ON',
  },
  {
    name: 'hemispheres before the coordinates, UTC field without a time',
    text: 'imei:353552045403597,tracker,150420050648,53.0,F,0.0,A,N,5306.64155,E,00700.77848,0.0,,1.0,;',
    expected: {
      kind: 'position',
      fixTime: '2015-04-20T05:06:48.000Z',
      latitude: 53.110693,
      longitude: 7.012975,
      altitude: 1,
    },
  },
  {
    name: 'phone number in the rfid field',
    text: 'imei:353451040164707,tracker,1105182344,+36304665439,F,214418.000,A,4804.2222,N,01916.7593,E,0.37,;',
    expected: {
      kind: 'position',
      fixTime: '2011-05-18T21:44:18.000Z',
      latitude: 48.07037,
      longitude: 19.279322,
      speed: 0.37,
      attributes: { driverUniqueId: undefined },
    },
  },
  {
    name: 'local date written yy/mm/dd hh:mm',
    text: 'imei:359710040656622,tracker,13/02/27 23:40,,F,125952.000,A,3450.9430,S,13828.6753,E,0.00,0;',
    expected: {
      kind: 'position',
      fixTime: '2013-02-27T12:59:52.000Z',
      latitude: -34.84905,
      longitude: 138.477922,
    },
  },
  {
    name: 'empty east/west field',
    text: 'imei:012497000208821,tracker,1301072224,,F,142411.077,A,2227.0739,S,06855.2912,,0,0,;',
    expected: {
      kind: 'position',
      fixTime: '2013-01-07T14:24:11.000Z',
      latitude: -22.451232,
      longitude: 68.92152,
    },
  },
  {
    name: 'altitude without course, five-decimal minutes',
    text: 'imei:869039001186913,tracker,1308282156,0,F,215630.000,A,5602.11015,N,9246.30767,E,1.4,,175.9,;',
    expected: {
      kind: 'position',
      fixTime: '2013-08-28T21:56:30.000Z',
      latitude: 56.035169,
      longitude: 92.771795,
      altitude: 175.9,
      speed: 1.4,
    },
  },
  {
    name: 'SOS with a fix',
    text: SOS_FRAME('help me'),
    expected: { ...SOS_FIX, attributes: { alarm: 'sos' } },
    ack: '**,imei:359586015829802,E',
  },
  {
    name: 'low battery',
    text: SOS_FRAME('low battery'),
    expected: { ...SOS_FIX, attributes: { alarm: 'lowBattery' } },
    ack: null,
  },
  {
    name: 'geofence (stockade)',
    text: SOS_FRAME('stockade'),
    expected: { ...SOS_FIX, attributes: { alarm: 'geofence' } },
  },
  {
    name: 'movement (move)',
    text: SOS_FRAME('move'),
    expected: { ...SOS_FIX, attributes: { alarm: 'movement' } },
  },
  {
    name: 'overspeed (speed)',
    text: SOS_FRAME('speed'),
    expected: { ...SOS_FIX, attributes: { alarm: 'overspeed' } },
  },
  {
    name: 'door alarm',
    text: SOS_FRAME('door alarm'),
    expected: { ...SOS_FIX, attributes: { alarm: 'door' } },
  },
  {
    name: 'accident alarm',
    text: SOS_FRAME('accident alarm'),
    expected: { ...SOS_FIX, attributes: { alarm: 'accident' } },
  },
  {
    name: 'sensor alarm (vibration)',
    text: SOS_FRAME('sensor alarm'),
    expected: { ...SOS_FIX, attributes: { alarm: 'vibration' } },
  },
  {
    name: 'malformed: report cut inside its coordinates (nothing stored, nothing counted)',
    text: 'imei:359710045559474,tracker,151030080103,,F,000101.000,A,5443.3834,N;',
    expected: null,
  },
  {
    name: 'malformed: latitude past the pole',
    text: 'imei:359710045559474,tracker,151030080103,,F,000101.000,A,9943.3834,N,02512.9071,E,0.00,0;',
    expected: null,
  },
  {
    name: 'malformed: login without an IMEI',
    text: '##,imei:,A;',
    expected: null,
  },
  {
    name: 'unknown layout (neither F nor L)',
    text: 'imei:359586015829802,tracker,1105182344,,Q,1,2,3;',
    expected: null,
    unknownType: 'tracker',
  },
  {
    name: 'unknown sentence (not a report of this protocol)',
    text: '$POLL,359586015829802;',
    expected: null,
    unknownType: '$POLL',
  },
];
