/**
 * Wialon IPS messages with the values each must decode to (see README.md for sources and licences).
 * Each is sent after the login `#L#353451047760580;NA` unless it identifies the connection itself
 * (`identifies`); the login's own message is left out of `expected`.
 */

/** What the first message after the login must hold; speeds in km/h as the devices send them. */
export interface WialonExpected {
  kind: 'login' | 'position' | 'heartbeat' | 'commandResult';
  fixTime?: string;
  deviceTime?: string;
  valid?: boolean;
  latitude?: number;
  longitude?: number;
  altitude?: number;
  speedKmh?: number;
  course?: number;
  attributes?: Record<string, unknown>;
  result?: string;
  /** How many messages besides the login (batches). */
  count?: number;
}

export interface WialonCorpusMessage {
  name: string;
  /** The line, without its `\r\n`. */
  line: string;
  /** The line names the device (a login, or an identifier before the first `#`): no login first. */
  identifies?: string;
  /** The first message after the login, or null when the line carries none. */
  expected: WialonExpected | null;
  /** The exact answer, without its `\r\n`; `null` for lines that get none. */
  ack: string | null;
  /** The line's 2.0 checksum does not match. */
  badChecksum?: boolean;
}

/** The login the other messages follow. */
export const WIALON_LOGIN = '#L#353451047760580;NA';

export const WIALON_CORPUS: readonly WialonCorpusMessage[] = [
  {
    name: 'login 2.0 (version, IMEI, no password, CRC)',
    line: '#L#2.0;42001300083;;CE45',
    identifies: '42001300083',
    expected: { kind: 'login' },
    ack: '#AL#1',
  },
  {
    name: 'login 1.1 with password',
    line: '#L#123456789012345;test',
    identifies: '123456789012345',
    expected: { kind: 'login' },
    ack: '#AL#1',
  },
  {
    name: 'login 1.1, short identifier, no password',
    line: '#L#2002;NA',
    identifies: '2002',
    expected: { kind: 'login' },
    ack: '#AL#1',
  },
  {
    name: 'login 2.0 with NA password',
    line: '#L#2.0;353451047760580;NA;5F90',
    identifies: '353451047760580',
    expected: { kind: 'login' },
    ack: '#AL#1',
  },
  {
    name: 'ping',
    line: '#P#',
    expected: { kind: 'heartbeat' },
    ack: '#AP#',
  },
  {
    name: 'D without date: the time of arrival, no satellites so no fix, parameters',
    line: '#D#NA;NA;5429.681944502211763;N;02654.60403650999069;E;NA;NA;NA;NA;NA;NA;NA;1.0;NA;m1:1:9196679,d1:1:15397,t1:1:20,b1:1:162,fuel1:2:21588.0,pv1:2:35.98,finish:1:1;0x9b0',
    expected: {
      kind: 'position',
      fixTime: '2024-03-05T06:07:08.000Z',
      valid: false,
      latitude: 54.494699,
      longitude: 26.910067,
      attributes: { adc1: 1, m1: 9196679, fuel1: 21588, pv1: 35.98, finish: 1 },
    },
    ack: '#AD#1',
  },
  {
    name: 'D without coordinates: state on the last position, at the device time',
    line: '#D#120319;112003;NA;NA;NA;NA;0.000;NA;NA;0;NA;NA;NA;NA;NA;101_521347:1:521246,101_158:1:510,101_521055:1:510,101_521055_2.9:1:509,101_521056:1:3;626B',
    expected: {
      kind: 'heartbeat',
      deviceTime: '2019-03-12T11:20:03.000Z',
      attributes: { sat: 0, '101_521347': 521246, '101_521055_2.9': 509 },
    },
    ack: '#AD#1',
  },
  {
    name: 'D 2.0 with CRC, negative altitude',
    line: '#D#101118;061143;0756.0930;N;12338.6403;E;18.223;99.766;-4.000;10;0.800;NA;NA;NA;NA;101_521347:1:521249,101_521126:1:6593598,101_521127:1:774780,101_521072_21.1:1:0,101_521072_21.2:1:71353;F24A',
    expected: {
      kind: 'position',
      fixTime: '2018-11-10T06:11:43.000Z',
      valid: true,
      latitude: 7.934883,
      longitude: 123.644005,
      altitude: -4,
      speedKmh: 18.223,
      course: 99.766,
      attributes: { sat: 10, hdop: 0.8, '101_521126': 6593598 },
    },
    ack: '#AD#1',
  },
  {
    name: 'D with the identifier before the first # instead of a login',
    line: '99999999#D#101118;061143;0756.0930;N;12338.6403;E;18.223;99.766;-4.000;10;0.800;NA;NA;NA;NA;101_521347:1:521249,101_521126:1:6593598,101_521127:1:774780,101_521072_21.1:1:0,101_521072_21.2:1:71353;F24A',
    identifies: '99999999',
    expected: { kind: 'position', fixTime: '2018-11-10T06:11:43.000Z', valid: true, latitude: 7.934883 },
    ack: '#AD#1',
  },
  {
    name: 'D with CAN parameters and inputs',
    line: '#D#151216;135910;5321.1466;N;04441.7929;E;87;156;265.000000;12;1.000000;241;NA;NA;NA;odo:2:0.000000,total_fuel:1:430087,can_fls:1:201,can_taho:1:11623,can_mileage:1:140367515',
    expected: {
      kind: 'position',
      fixTime: '2016-12-15T13:59:10.000Z',
      valid: true,
      latitude: 53.352443,
      longitude: 44.696548,
      altitude: 265,
      speedKmh: 87,
      course: 156,
      attributes: { sat: 12, hdop: 1, input: 241, total_fuel: 430087, can_mileage: 140367515 },
    },
    ack: '#AD#1',
  },
  {
    name: 'D with board and battery voltages, keys lowercased',
    line: '#D#151216;140203;5312.59514;N;04830.37834;E;53;273;NA;10;NA;NA;NA;NA;NA;EvId:1:1,Board:2:12.81,Accum:2:4.28',
    expected: {
      kind: 'position',
      fixTime: '2016-12-15T14:02:03.000Z',
      latitude: 53.209919,
      longitude: 48.506306,
      speedKmh: 53,
      course: 273,
      attributes: { evid: 1, board: 12.81, accum: 4.28 },
    },
    ack: '#AD#1',
  },
  {
    name: 'SD short data',
    line: '#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4',
    expected: {
      kind: 'position',
      fixTime: '2013-04-27T20:56:01.000Z',
      valid: true,
      latitude: 55.743375,
      longitude: 37.66139,
      altitude: 3,
      speedKmh: 1,
      course: 2,
      attributes: { sat: 4 },
    },
    ack: '#ASD#1',
  },
  {
    name: 'SD with the identifier before the first #',
    line: '99999999#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4',
    identifies: '99999999',
    expected: {
      kind: 'position',
      fixTime: '2013-04-27T20:56:01.000Z',
      latitude: 55.743375,
      longitude: 37.66139,
    },
    ack: '#ASD#1',
  },
  {
    name: 'SD with an empty course',
    line: '#SD#021214;065947;2237.7552;N;11404.8851;E;0.000;;170.9;5',
    expected: {
      kind: 'position',
      fixTime: '2014-12-02T06:59:47.000Z',
      valid: true,
      latitude: 22.629253,
      longitude: 114.081418,
      altitude: 170.9,
      speedKmh: 0,
      course: 0,
    },
    ack: '#ASD#1',
  },
  {
    name: 'D with analog inputs and a text parameter',
    line: '#D#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4;0.0;0;0;14.77,0.02,3.6;NA;count1:1:564,fuel:2:45.8,hw:3:V4.5',
    expected: {
      kind: 'position',
      fixTime: '2013-04-27T20:56:01.000Z',
      attributes: {
        adc1: 14.77,
        adc2: 0.02,
        adc3: 3.6,
        count1: 564,
        fuel: 45.8,
        hw: 'V4.5',
        input: 0,
        output: 0,
      },
    },
    ack: '#AD#1',
  },
  {
    name: 'D with GPS and GLONASS satellites and a balance',
    line: '#D#190114;051312;4459.6956;N;04105.9930;E;35;306;204.000000;12;NA;452986639;NA;106.000000;NA;sats_gps:1:9,sats_glonass:1:3,balance:2:12123.000000,stay_balance:1:0',
    expected: {
      kind: 'position',
      fixTime: '2014-01-19T05:13:12.000Z',
      latitude: 44.994927,
      longitude: 41.099883,
      speedKmh: 35,
      course: 306,
      attributes: { input: 452986639, adc1: 106, sats_gps: 9, balance: 12123 },
    },
    ack: '#AD#1',
  },
  {
    name: 'D with hdop and nothing else',
    line: '#D#021214;065947;2237.7552;N;11404.8851;E;0.000;;170.9;5;1.74;NA;NA;NA;NA;NA',
    expected: { kind: 'position', fixTime: '2014-12-02T06:59:47.000Z', attributes: { hdop: 1.74, sat: 5 } },
    ack: '#AD#1',
  },
  {
    name: 'D with an empty analog list',
    line: '#D#021214;065947;2237.7552;N;11404.8851;E;0.000;;170.9;5;1.74;NA;NA;;NA;NA',
    expected: {
      kind: 'position',
      fixTime: '2014-12-02T06:59:47.000Z',
      attributes: { hdop: 1.74, adc1: undefined },
    },
    ack: '#AD#1',
  },
  {
    name: 'B batch of two stored messages with a Cyrillic parameter',
    line: '#B#080914;073235;5027.50625;N;03026.19321;E;0.700;0.000;NA;4;NA;NA;NA;;NA;Батарея:3:100 %|080914;073420;5027.50845;N;03026.18854;E;1.996;292.540;NA;4;NA;NA;NA;;NA;Батарея:3:100 %',
    expected: {
      kind: 'position',
      count: 2,
      fixTime: '2014-09-08T07:32:35.000Z',
      valid: true,
      latitude: 50.458438,
      longitude: 30.436554,
      speedKmh: 0.7,
      attributes: { archive: true, батарея: '100 %' },
    },
    ack: '#AB#2',
  },
  {
    name: 'B batch of one without satellites (no fix)',
    line: '#B#110914;102132;5027.50728;N;03026.20369;E;1.979;288.170;NA;NA;NA;NA;NA;;NA;Батарея:3:100 %',
    expected: { kind: 'position', fixTime: '2014-09-11T10:21:32.000Z', valid: false, course: 288.17 },
    ack: '#AB#1',
  },
  {
    name: 'B batch with accumulator and external voltages',
    line: '#B#110315;045857;5364.0167;N;06127.8262;E;0;155;965;7;2.40;4;0;;NA;Uacc:2:3.4,Iacc:2:0.000,Uext:2:13.2,Tcpu:2:14.4,Balance:2:167.65,GPS:3:Off',
    expected: {
      kind: 'position',
      fixTime: '2015-03-11T04:58:57.000Z',
      latitude: 54.066945,
      longitude: 61.46377,
      altitude: 965,
      attributes: { uacc: 3.4, uext: 13.2, gps: 'Off', hdop: 2.4, input: 4, archive: true },
    },
    ack: '#AB#1',
  },
  {
    name: 'B batch with an iButton driver key',
    line: '#B#110315;045857;5364.0167;N;06127.8262;E;0;155;965;7;2.40;4;0;14.77,0.02,3.6;AB45DF01145;',
    expected: { kind: 'position', attributes: { driverUniqueId: 'AB45DF01145', adc1: 14.77, archive: true } },
    ack: '#AB#1',
  },
  // Messages from devices in the current Traccar suite (2.0 short message with a CRC, a version
  // before the identifier, boolean parameters).
  {
    name: 'SD 2.0 with CRC: six-decimal minutes, no leading zero in the longitude, satellites unknown',
    line: '#SD#300924;154245;5554.350052;N;3644.670410;E;2.92;NA;NA;NA;7A01',
    expected: {
      kind: 'position',
      fixTime: '2024-09-30T15:42:45.000Z',
      valid: false,
      latitude: 55.905834,
      longitude: 36.744507,
      speedKmh: 2.92,
      course: 0,
    },
    ack: '#ASD#1',
  },
  {
    name: 'D 2.0 with CRC: no course, parameters d_battr, d_csq, di_light',
    line: '#D#220323;114150;2234.80479;N;11354.87786;E;0;NA;59;11;NA;NA;NA;;NA;d_battr:1:94,d_csq:1:21,di_light:1:1;E7C9',
    expected: {
      kind: 'position',
      fixTime: '2023-03-22T11:41:50.000Z',
      valid: true,
      latitude: 22.58008,
      longitude: 113.914631,
      altitude: 59,
      speedKmh: 0,
      attributes: { sat: 11, d_battr: 94, d_csq: 21, di_light: 1 },
    },
    ack: '#AD#1',
  },
  {
    name: 'D with the protocol version and identifier before the type (no login)',
    line: '2.0;99999999#D#101118;061143;0756.0930;N;12338.6403;E;18.223;99.766;-4.000;10;0.800;NA;NA;NA;NA;101_521347:1:521249,101_521126:1:6593598,101_521127:1:774780,101_521072_21.1:1:0,101_521072_21.2:1:71353;F24A',
    identifies: '99999999',
    expected: {
      kind: 'position',
      fixTime: '2018-11-10T06:11:43.000Z',
      valid: true,
      latitude: 7.934883,
      longitude: 123.644005,
      altitude: -4,
      speedKmh: 18.223,
      course: 99.766,
    },
    ack: '#AD#1',
  },
  {
    name: 'D without coordinates, text parameter false read as a boolean',
    line: '#D#120319;112003;NA;NA;NA;NA;0.000;NA;NA;0;NA;NA;NA;NA;NA;motion:3:false',
    expected: { kind: 'heartbeat', deviceTime: '2019-03-12T11:20:03.000Z', attributes: { motion: false } },
    ack: '#AD#1',
  },
  // Messages from devices quoted in the glonassd Wialon IPS decoder (github.com/fandrej/glonassd).
  {
    name: 'login 1.1 (glonassd)',
    line: '#L#353451048036030;NA',
    identifies: '353451048036030',
    expected: { kind: 'login' },
    ack: '#AL#1',
  },
  {
    name: 'login 2.0 with its CRC (glonassd)',
    line: '#L#2.0;868204002602414;NA;8E08',
    identifies: '868204002602414',
    expected: { kind: 'login' },
    ack: '#AL#1',
  },
  {
    name: 'SD followed by the extended fields and empty parameters (glonassd)',
    line: '#SD#300919;082210;5642.7514;N;03646.6824;E;38;217;0;16;NA;0;NA;0;NA;ign:1:,freq_data_2:1:,c_data_1:1:,innervoltage:1:,battery:1:,c_data_3:1:,fs_data:1:,ts_data:1:,c_data_2:1:,freq_data_1:1:',
    expected: {
      kind: 'position',
      fixTime: '2019-09-30T08:22:10.000Z',
      valid: true,
      latitude: 56.712523,
      longitude: 36.77804,
      altitude: 0,
      speedKmh: 38,
      course: 217,
      attributes: { sat: 16 },
    },
    ack: '#ASD#1',
  },
  {
    name: 'D with outputs, an adc list with NA gaps and parameters (glonassd)',
    line: '#D#181215;083214;5525.4081;N;06517.1674;E;13;65;0.000000;15;0.500000;0;973668352;0.000000,NA,NA,NA,NA,NA,NA,NA,NA,NA,0.000000;NA;gsm_status:1:3,acc_trigger:1:1,can_b0:2:0.000000,valid:1:0,soft:1:229',
    expected: {
      kind: 'position',
      fixTime: '2015-12-18T08:32:14.000Z',
      valid: true,
      latitude: 55.423468,
      longitude: 65.286123,
      altitude: 0,
      speedKmh: 13,
      course: 65,
      attributes: {
        sat: 15,
        hdop: 0.5,
        input: 0,
        output: 973668352,
        adc1: 0,
        adc11: 0,
        gsm_status: 3,
        soft: 229,
      },
    },
    ack: '#AD#1',
  },
  {
    name: 'D without satellites (no fix), seven adc values, Navitel parameters (glonassd)',
    line: '#D#161121;065901;5525.0755;N;06516.7202;E;15;156;74;NA;0;NA;NA;0.000000,0.000000,0.000000,0.000000,0.000000,0.000000,0.000000;NA;adc0:1:0,pwr_ext:2:13.100000,battery:1:3800,lls_2040_val:2:0.000000,lls_2041_val:2:0.000000,ignition_on:1:1,navitel_altitude_m:1:74,navitel_analog_input_0:1:0,navitel_analog_input_1:1:0,navitel_analog_input_2:1:0',
    expected: {
      kind: 'position',
      fixTime: '2021-11-16T06:59:01.000Z',
      valid: false,
      latitude: 55.417925,
      longitude: 65.27867,
      altitude: 74,
      speedKmh: 15,
      course: 156,
      attributes: { adc7: 0, pwr_ext: 13.1, battery: 3800, ignition_on: 1, sat: undefined },
    },
    ack: '#AD#1',
  },
  {
    name: 'D with an empty adc field and temperature, power, frequency parameters (glonassd)',
    line: '#D#011116;033902;5526.6558;N;06520.9955;E;19;229;72;8;0.9;0;0;;NA;tmp:1:30,pwrext:2:13.38,freq1:1:0,freq2:1:0',
    expected: {
      kind: 'position',
      fixTime: '2016-11-01T03:39:02.000Z',
      valid: true,
      latitude: 55.444263,
      longitude: 65.349925,
      altitude: 72,
      speedKmh: 19,
      course: 229,
      attributes: { sat: 8, hdop: 0.9, tmp: 30, pwrext: 13.38 },
    },
    ack: '#AD#1',
  },
  {
    name: 'D standing, with text parameters (glonassd)',
    line: '#D#011116;033802;5526.6604;N;06521.0047;E;0;0;72;9;0.9;0;0;;NA;lat1:3:N 55 26.6604,lon1:3:E 65 21.0047,course:1:0,sys:3:GPS,gsm:3:home,hw:3:2.0,fw:3:1.7,cnt:1:30559,tmp:1:30,currtmp:1:30,pwrext:2:13.42,freq1:1:0,freq2:1:0,rst:3:unknown,systime:3:0d00h13m36s',
    expected: {
      kind: 'position',
      fixTime: '2016-11-01T03:38:02.000Z',
      valid: true,
      latitude: 55.44434,
      longitude: 65.350078,
      speedKmh: 0,
      course: 0,
      attributes: { sat: 9, lat1: 'N 55 26.6604', sys: 'GPS', hw: '2.0', cnt: 30559, systime: '0d00h13m36s' },
    },
    ack: '#AD#1',
  },
  // Messages below follow the Wialon IPS 1.1 and 2.0 layouts for cases the suite above lacks.
  {
    name: 'SD south and west, 8 satellites',
    line: '#SD#010124;123000;3352.1234;S;15112.5678;W;60;180;25;8',
    expected: {
      kind: 'position',
      fixTime: '2024-01-01T12:30:00.000Z',
      valid: true,
      latitude: -33.868723,
      longitude: -151.20946,
      speedKmh: 60,
      course: 180,
      altitude: 25,
    },
    ack: '#ASD#1',
  },
  {
    name: 'D 2.0 with a valid CRC',
    line: '#D#050324;060708;5544.6025;N;03739.6834;E;45;90;150;9;0.9;1;0;12.5;NA;ign:1:1;EB93',
    expected: {
      kind: 'position',
      fixTime: '2024-03-05T06:07:08.000Z',
      valid: true,
      speedKmh: 45,
      attributes: { ign: 1, adc1: 12.5, input: 1, output: 0 },
    },
    ack: '#AD#1',
  },
  {
    name: 'malformed: D 2.0 whose CRC does not match (counted, stored all the same)',
    line: '#D#050324;060708;5544.6025;N;03739.6834;E;45;90;150;9;0.9;1;0;12.5;NA;ign:1:1;ABCD',
    expected: { kind: 'position', fixTime: '2024-03-05T06:07:08.000Z' },
    ack: '#AD#1',
    badChecksum: true,
  },
  {
    name: 'B 2.0 batch with its CRC after the last item',
    line: '#B#050324;060000;5544.6025;N;03739.6834;E;30;90;150;9|050324;060100;5544.7025;N;03739.7834;E;32;91;150;9|4780',
    expected: { kind: 'position', count: 2, fixTime: '2024-03-05T06:00:00.000Z', speedKmh: 30 },
    ack: '#AB#2',
  },
  {
    name: 'SD without coordinates: state on the last position',
    line: '#SD#050324;060708;NA;NA;NA;NA;NA;NA;NA;0',
    expected: { kind: 'heartbeat', deviceTime: '2024-03-05T06:07:08.000Z', attributes: { sat: 0 } },
    ack: '#ASD#1',
  },
  {
    name: 'M driver message, stored as a command result',
    line: '#M#Arrived at the depot',
    expected: { kind: 'commandResult', result: 'Arrived at the depot' },
    ack: '#AM#1',
  },
  {
    name: 'unknown type US (firmware upload request), not answered',
    line: '#US#1',
    expected: null,
    ack: null,
  },
  {
    name: 'malformed: D with an impossible date, answered -1 (structure error)',
    line: '#D#999999;061143;0756.0930;N;12338.6403;E;18;99;4;10;0.8;NA;NA;NA;NA;NA',
    expected: null,
    ack: '#AD#-1',
  },
  {
    name: 'malformed: SD with too few fields, answered -1',
    line: '#SD#270413;205601;5544.6025;N',
    expected: null,
    ack: '#ASD#-1',
  },
  {
    name: 'malformed: SD with unreadable coordinates, answered -1',
    line: '#SD#270413;205601;55x44.6025;N;03739.6834;E;1;2;3;4',
    expected: null,
    ack: '#ASD#-1',
  },
  {
    name: 'malformed: B batch with one unreadable item, both counted in the answer',
    line: '#B#050324;060000;5544.6025;N;03739.6834;E;30;90;150;9|050324;0601',
    expected: { kind: 'position', count: 1, fixTime: '2024-03-05T06:00:00.000Z' },
    ack: '#AB#2',
  },
];
