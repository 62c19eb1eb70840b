import type { CorpusFrame } from '../textCorpus';

/**
 * Real Suntech reports with the values each must decode to (see README.md for sources and
 * licences). Each is decoded on a connection identified by `SA200ALV;317652` first; a report of
 * another device re-identifies the connection. Reports end with `\r`, as the devices send them.
 * Speeds are km/h, as the devices send them.
 */
const SA200 = {
  kind: 'position',
  valid: true,
  latitude: -15.618755,
  longitude: -56.083241,
  course: 0,
} as const;
const binary = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

export const SUNTECH_CORPUS: readonly CorpusFrame[] = [
  { name: 'SA200 keep-alive', text: 'SA200ALV;317652\r', expected: { kind: 'heartbeat' }, ack: null },
  {
    name: 'SA200 status report, reference fix',
    text: 'SA200STT;317652;042;20120718;15:37:12;16d41;-15.618755;-056.083241;000.024;000.00;8;1;41548;12.17;100000;2;1979\r',
    expected: {
      ...SA200,
      fixTime: '2012-07-18T15:37:12.000Z',
      speedKmh: 0.024,
      attributes: {
        type: 'STT',
        versionFw: '042',
        sat: 8,
        odometer: 41548,
        power: 12.17,
        ignition: true,
        in1: false,
        out1: false,
        status: 2,
        index: 1979,
      },
    },
    ack: null,
  },
  {
    name: 'SA200 status report, ignition off',
    text: 'SA200STT;317652;042;20120721;19:04:30;16d41;-15.618743;-056.083221;000.001;000.00;12;1;41557;12.21;000000;1;3125\r',
    expected: {
      kind: 'position',
      fixTime: '2012-07-21T19:04:30.000Z',
      latitude: -15.618743,
      longitude: -56.083221,
      attributes: { ignition: false, sat: 12, index: 3125, status: 1 },
    },
  },
  {
    name: 'SA200 status report after midnight',
    text: 'SA200STT;317652;042;20120722;00:24:23;4f310;-15.618767;-056.083214;000.011;000.00;11;1;41557;12.21;000000;1;3205\r',
    expected: {
      kind: 'position',
      fixTime: '2012-07-22T00:24:23.000Z',
      latitude: -15.618767,
      attributes: { index: 3205 },
    },
  },
  {
    name: 'SA200 status report without external power',
    text: 'SA200STT;315198;042;20120808;20:37:34;3fac25;-15.618731;-056.083216;000.007;000.00;12;1;48;0.00;000000;1;0127\r',
    expected: {
      kind: 'position',
      fixTime: '2012-08-08T20:37:34.000Z',
      attributes: { power: 0, odometer: 48, index: 127 },
    },
  },
  {
    name: 'SA200 status report, ignition on',
    text: 'SA200STT;315198;042;20120809;13:43:34;4f310;-15.618709;-056.083223;000.025;000.00;8;1;49;12.10;100000;2;0231\r',
    expected: {
      kind: 'position',
      fixTime: '2012-08-09T13:43:34.000Z',
      attributes: { ignition: true, power: 12.1 },
    },
  },
  {
    name: 'SA200 emergency (SOS)',
    text: 'SA200EMG;317652;042;20120718;15:35:41;16d41;-15.618740;-056.083252;000.034;000.00;8;1;41548;12.17;110000;1\r',
    expected: {
      kind: 'position',
      fixTime: '2012-07-18T15:35:41.000Z',
      latitude: -15.61874,
      longitude: -56.083252,
      attributes: { type: 'EMG', alarm: 'sos', ignition: true, in1: true },
    },
  },
  {
    name: 'SA200 alert without a fix, code without an alarm name',
    text: 'SA200ALT;317652;042;20120829;14:25:58;16d41;-15.618770;-056.083242;000.029;000.00;0;0;2404240;0.00;000000;10\r',
    expected: {
      kind: 'position',
      fixTime: '2012-08-29T14:25:58.000Z',
      valid: false,
      attributes: { type: 'ALT', alarm: undefined },
    },
  },
  {
    name: 'SA200 status report, Brazil',
    text: 'SA200STT;430070;133;20130615;22:22:32;151347;+02.860514;-060.653351;000.003;000.00;12;1;0;12.39;000000;1;0208\r',
    expected: {
      kind: 'position',
      fixTime: '2013-06-15T22:22:32.000Z',
      latitude: 2.860514,
      longitude: -60.653351,
    },
  },
  {
    name: 'SA200 status report with input 1',
    text: 'SA200STT;608945;129;20190215;15:04:53;3dce071558;+22.006721;-098.771016;001.198;000.00;11;1;2632589;12.21;010000;1;3211\r',
    expected: {
      kind: 'position',
      fixTime: '2019-02-15T15:04:53.000Z',
      latitude: 22.006721,
      longitude: -98.771016,
      speedKmh: 1.198,
      attributes: { in1: true, ignition: false, odometer: 2632589 },
    },
  },
  {
    name: 'SA200 status report with trailing fields',
    text: 'SA200STT;638947;803;20170117;07:40:44;5d309;-01.287213;-047.917462;000.035;000.00;10;1;2036194;12.57;000000;1;0376;010360;4.2;1\r',
    expected: {
      kind: 'position',
      fixTime: '2017-01-17T07:40:44.000Z',
      latitude: -1.287213,
      longitude: -47.917462,
      attributes: { index: 376 },
    },
  },
  {
    name: 'ST300 status report without a fix',
    text: 'ST300STT;205027329;03;374;20150108;17:54:42;177b38;-23.566052;-046.477588;000.000;000.00;0;0;0;12.11;000000;1;0312\r',
    expected: {
      kind: 'position',
      fixTime: '2015-01-08T17:54:42.000Z',
      valid: false,
      latitude: -23.566052,
      longitude: -46.477588,
      attributes: { versionFw: '374', sat: 0 },
    },
  },
  {
    name: 'ST300 status report moving',
    text: 'ST300STT;007238270;40;313;20190220;12:05:04;c99e48;+04.644623;-074.076922;010.390;202.77;20;1;997100;14.10;100000;2;8384;003634;4.1;1\r',
    expected: {
      kind: 'position',
      fixTime: '2019-02-20T12:05:04.000Z',
      latitude: 4.644623,
      longitude: -74.076922,
      speedKmh: 10.39,
      course: 202.77,
      attributes: { sat: 20, odometer: 997100, power: 14.1, ignition: true, status: 2, index: 8384 },
    },
  },
  {
    name: 'ST300 status report with input 3',
    text: 'ST300STT;109002029;08;1080;20190220;13:00:55;85405;+04.645710;-074.078525;007.760;005.19;10;1;6520802;13.86;100100;4;1716;0000039863;4.1;1;0.00;0000;0000;0;0\r',
    expected: {
      kind: 'position',
      fixTime: '2019-02-20T13:00:55.000Z',
      course: 5.19,
      attributes: { in3: true, ignition: true, index: 1716 },
    },
  },
  {
    name: 'ST300 status report with temperature probes',
    text: 'ST300STT;205170303;12;561;20170816;09:10:34;173f53;+19.082370;-098.214287;006.776;000.00;0;0;52982186;12.75;100000;2;6328;155747;4.2;1;0.00;0;0.00;0.00;00000000000000;0;28F2B7600600005D:+5.2;:;:\r',
    expected: {
      kind: 'position',
      fixTime: '2017-08-16T09:10:34.000Z',
      valid: false,
      speedKmh: 6.776,
      attributes: { odometer: 52982186 },
    },
  },
  {
    name: 'ST300 status report with a nine-character io field',
    text: 'ST300STT;205589913;05;527;20170304;02:21:33;be139;-25.398868;-049.325636;000.476;000.00;6;1;427;12.57;100000010;1;0172;017.159;0;002.327;12;4.0\r',
    expected: {
      kind: 'position',
      fixTime: '2017-03-04T02:21:33.000Z',
      latitude: -25.398868,
      attributes: { ignition: true, index: 172 },
    },
  },
  {
    name: 'ST300 status report with inputs 2 and 3',
    text: 'ST300STT;100850000;01;010;20081017;07:41:56;00100;+37.478519;+126.886819;000.012;000.00;9;1;0;15.30;001100;1;0072;0;4.5;1;1750;012497F1160000;1;004f001454;450;00;-320;20;255;1\r',
    expected: {
      kind: 'position',
      fixTime: '2008-10-17T07:41:56.000Z',
      latitude: 37.478519,
      longitude: 126.886819,
      attributes: { in2: true, in3: true, ignition: false, power: 15.3 },
    },
  },
  {
    name: 'ST300 status report of a probe-equipped unit',
    text: 'ST300STT;205173382;07;564;20160322;23:23:18;232e19;+19.288278;-099.128750;000.122;000.00;9;1;478391;11.53;000100;1;9498;079324;4.3;1;0.00;0.00;0.00;00000000000000;0;2898E16006000058:-20.8;2861626006000039:+2.5;:\r',
    expected: {
      kind: 'position',
      fixTime: '2016-03-22T23:23:18.000Z',
      attributes: { in3: true, out1: false, status: 1, index: 9498 },
    },
  },
  {
    name: 'ST300 event report',
    text: 'ST300EVT;205173382;07;564;20160322;23:23:18;232e19;+19.288278;-099.128750;000.122;000.00;9;1;478391;11.53;000100;2;1;9498;079324;4.3;1;0.00;0.00;0.00;00000000000000;0;2898E16006000058:-20.8;2861626006000039:+2.5;:\r',
    expected: {
      kind: 'position',
      fixTime: '2016-03-22T23:23:18.000Z',
      latitude: 19.288278,
      longitude: -99.12875,
      attributes: { type: 'EVT', event: 2 },
    },
  },
  {
    name: 'ST300 alert without a fix at the epoch of its clock',
    text: 'ST300ALT;205174410;14;712;20110101;00:00:07;00000;+20.593923;-100.336716;000.000;000.00;0;0;0;16.57;000000;81;000000;4.0;0;0.00;0000;0000;0;0\r',
    expected: {
      kind: 'position',
      fixTime: '2011-01-01T00:00:07.000Z',
      valid: false,
      attributes: { type: 'ALT', power: 16.57 },
    },
  },
  {
    name: 'ST300 alert with a course',
    text: 'ST300ALT;007239104;40;313;20190112;01:07:16;c99139;+04.703287;-074.148897;000.000;189.72;21;1;425512;12.61;100000;33;003188;4.1;1\r',
    expected: {
      kind: 'position',
      fixTime: '2019-01-12T01:07:16.000Z',
      course: 189.72,
      attributes: { sat: 21, ignition: true },
    },
  },
  {
    name: 'ST300 user data with a driver card (GTSL)',
    text: 'ST300UEX;511331307;45;311;20210420;12:41:01;12361;-01.280825;-047.931773;000.000;000.00;16;1;0;12.54;000000;23;GTSL|6|1|0|9255143|2|;6F;000276;0.0;1;00000000000000;0\r',
    expected: {
      kind: 'position',
      fixTime: '2021-04-20T12:41:01.000Z',
      attributes: { type: 'UEX', driverUniqueId: '9255143' },
    },
  },
  {
    name: 'ST300 user data from a fuel sensor (CabAVL), a line break inside',
    text: 'ST300UEX;109003241;08;1026;20190425;17:36:04;04402;+04.722553;-074.052583;000.020;000.00;10;1;0;12.04;010000;51;CabAVL"CabMensaje,0,58.5,-1.0,,,FinMensaje"FinAVL\r\n;B1;0000000000;4.1;1\r',
    expected: {
      kind: 'position',
      fixTime: '2019-04-25T17:36:04.000Z',
      attributes: { fuel1: 58.5, fuel2: undefined, fuel: 58.5 },
    },
  },
  {
    name: 'ST600 user data: temperatures, fuel and driving quality',
    text: 'ST600UEX;008728327;20;520;20190218;10:56:51;0bf1a893;334;20;2f19;18;+20.514195;-100.743597;000.015;000.00;9;1;3720808;12.89;000000;44;t_0=0D;N_0=0551.0;t_1=14;N_1=039F.0;Q_D=0B\r\n;9E;010440;4.1;1\r',
    expected: {
      kind: 'position',
      fixTime: '2019-02-18T10:56:51.000Z',
      latitude: 20.514195,
      longitude: -100.743597,
      attributes: {
        temp0: 0x0d,
        fuel0: 0x551,
        temp1: 0x14,
        fuel1: 0x39f,
        drivingQuality: 0x0b,
        fuel: 0x551 + 0x39f,
        network: { cellTowers: [{ mcc: 334, mnc: 20, lac: 0x2f19, cid: 0x0bf1a893, rssi: 18 }] },
      },
    },
  },
  {
    name: 'ST600 user data: total fuel 1050',
    text: 'ST600UEX;008728327;20;568;20200602;17:10:03;0bf1a893;334;20;2f19;23;+20.514492;-100.743221;000.033;000.00;12;1;41564973;13.17;000000;44;t_0=1C;N_0=0419.0;t_1=22;N_1=0001.0;Q_D=09\n\r;76;113771;4.1;1\r',
    expected: {
      kind: 'position',
      fixTime: '2020-06-02T17:10:03.000Z',
      attributes: { fuel: 1050, temp0: 0x1c },
    },
  },
  {
    name: 'ST600 user data: a text message',
    text: 'ST600UEX;100850000;01;010;20081017;07:41:56;0000004f;450;20;0023;24;+37.478519;+126.886819;000.012;000.00;9;1;0;15.30;001100;25;Welcome to Suntech World!;12;0;4.5;1\r',
    expected: {
      kind: 'position',
      fixTime: '2008-10-17T07:41:56.000Z',
      attributes: { fuel: undefined, in2: true },
    },
  },
  {
    name: 'ST600 status report with its cell',
    text: 'ST600STT;008084783;20;419;20180308;18:00:36;0032cc3e;736;3;445c;41;-16.530023;-068.084267;018.640;267.99;10;1;11655;13.33;100000;2;0336;000061;4.5;0;0.00\r',
    expected: {
      kind: 'position',
      fixTime: '2018-03-08T18:00:36.000Z',
      latitude: -16.530023,
      longitude: -68.084267,
      speedKmh: 18.64,
      course: 267.99,
      attributes: {
        network: { cellTowers: [{ mcc: 736, mnc: 3, lac: 0x445c, cid: 0x32cc3e, rssi: 41 }] },
        ignition: true,
        index: 336,
      },
    },
  },
  {
    name: 'ST600 status report, La Paz',
    text: 'ST600STT;107850496;20;419;20180227;14:30:45;00462b08;736;3;4524;50;-16.479091;-068.119119;000.346;000.00;4;1;0;13.89;000000;1;0223;000003;0.0;0;0.00\r',
    expected: {
      kind: 'position',
      fixTime: '2018-02-27T14:30:45.000Z',
      latitude: -16.479091,
      attributes: { sat: 4, power: 13.89 },
    },
  },
  {
    name: 'ST600 status report with an eight-character io field',
    text: 'ST600STT;100850000;01;010;20081017;07:41:56;0000004f;450;20;0023;24;+37.478519;+126.886819;000.012;000.00;9;1;0;15.30;00110000;1;0072;0;4.5;1;12.35\r',
    expected: {
      kind: 'position',
      fixTime: '2008-10-17T07:41:56.000Z',
      attributes: { in2: true, in3: true, index: 72 },
    },
  },
  {
    name: 'ST600 status report with an analog input',
    text: 'ST600STT;008594432;20;492;20200212;18:58:30;060bb0e1;334;20;36bb;45;+19.337897;-099.064489;000.398;000.00;12;1;5049883;13.61;100100;2;1198;013762;4.2;1;4.68\r',
    expected: {
      kind: 'position',
      fixTime: '2020-02-12T18:58:30.000Z',
      latitude: 19.337897,
      longitude: -99.064489,
      attributes: { odometer: 5049883 },
    },
  },
  {
    name: 'ST500 status report (no cell field)',
    text: 'ST500STT;205450135;07;843;20170816;23:24:45;+19.338432;-099.179817;000.283;000.00;6;1;141121;12.89;0;0;1;4659;002.795;0;001.891;611;4.0\r',
    expected: {
      kind: 'position',
      fixTime: '2017-08-16T23:24:45.000Z',
      latitude: 19.338432,
      longitude: -99.179817,
      attributes: { sat: 6, odometer: 141121, power: 12.89, ignition: undefined, status: 0, index: 1 },
    },
  },
  {
    name: 'ST910 location without a fix',
    text: 'ST910;Location;205576803;500;20170319;12:18:17;-22.846014;-046.322176;000.000;000.00;0;3.8;0;1;9159\r',
    expected: {
      kind: 'position',
      fixTime: '2017-03-19T12:18:17.000Z',
      valid: false,
      latitude: -22.846014,
      longitude: -46.322176,
    },
  },
  {
    name: 'ST910 emergency',
    text: 'ST910;Emergency;205576803;500;20170319;12:15:22;-22.846014;-046.322176;000.000;000.00;0;2\r',
    expected: { kind: 'position', fixTime: '2017-03-19T12:15:22.000Z', attributes: { alarm: 'general' } },
  },
  {
    name: 'ST910 alert',
    text: 'ST910;Alert;123456;410;20141018;18:30:12;+37.478774;+126.889690;000.000;000.00;0;4.0;1;6002\r',
    expected: {
      kind: 'position',
      fixTime: '2014-10-18T18:30:12.000Z',
      valid: false,
      latitude: 37.478774,
      longitude: 126.88969,
      attributes: { alarm: 'general' },
    },
  },
  {
    name: 'ST910 location with a fix',
    text: 'ST910;Location;344506;017;20130727;14:10:00;-25.398714;-049.296818;000.187;000.00;1;4.32;1;1;0001\r',
    expected: {
      kind: 'position',
      fixTime: '2013-07-27T14:10:00.000Z',
      valid: true,
      speedKmh: 0.187,
      attributes: { alarm: undefined },
    },
  },
  {
    name: 'universal status report (mask BFFFFF)',
    text: 'STT;0560001616;BFFFFF;56;1.0.15;1;20200219;20:52:25;00008D6C;334;20;0925;24;+20.741764;-103.430364;0.00;0.00;19;1;00000001;00000000;2;1;1765;00008003;0.0;12.14;136598\r',
    expected: {
      kind: 'position',
      fixTime: '2020-02-19T20:52:25.000Z',
      valid: true,
      latitude: 20.741764,
      longitude: -103.430364,
      speedKmh: 0,
      attributes: {
        versionFw: '1.0.15',
        archive: undefined,
        network: { cellTowers: [{ cid: 0x8d6c, mcc: 334, mnc: 20, lac: 0x0925 }] },
        rssi: 24,
        sat: 19,
        input: 1,
        output: 0,
        mode: 2,
        reason: 1,
        index: 1765,
      },
    },
  },
  {
    name: 'universal alert from the archive',
    text: 'ALT;0520000295;3FFFFF;52;1.0.2;0;20190703;01:03:24;00004697;732;101;0002;59;+4.682583;-74.128142;0.00;0.00;6;1;00000000;00000000;9;1;;4.1;12.92;103188\r',
    expected: {
      kind: 'position',
      fixTime: '2019-07-03T01:03:24.000Z',
      latitude: 4.682583,
      longitude: -74.128142,
      attributes: { archive: true, alertId: '9', alertModifier: '1', alertData: '', alarm: undefined },
    },
  },
  {
    name: 'universal status report moving',
    text: 'STT;100850000;3FFFFF;26;010;1;20161117;08:37:39;0000004F;450;0;0014;20;+37.479323;+126.887827;62.03;65.43;10;1;00000101;00001000;1;2;0492\r',
    expected: {
      kind: 'position',
      fixTime: '2016-11-17T08:37:39.000Z',
      speedKmh: 62.03,
      course: 65.43,
      attributes: { input: 101, output: 1000, mode: 1, reason: 2, index: 492 },
    },
  },
  {
    name: 'universal status report from the archive',
    text: 'STT;6009999006;3FFFFF;26;398;0;20170827;20:04:37;087d4760;310;410;0ba0;23;+40.123420;-074.995971;000.031;000.00;8;1;00000001;00000000;1;1;0006\r',
    expected: {
      kind: 'position',
      fixTime: '2017-08-27T20:04:37.000Z',
      latitude: 40.12342,
      attributes: { archive: true, index: 6 },
    },
  },
  {
    name: 'ST300 travel report: the driver on the last position',
    text: 'ST300HTE;511050566;45;308;20200909;13:38:38;0;12.50;001354;0.0;1;0;1;1;0;-27.636632;-052.277933;-27.636675;-052.277947;000.000;002.296;0;00000000000000\r',
    expected: { kind: 'heartbeat', attributes: { driverUniqueId: '00000000000000' } },
  },
  {
    name: 'ST300 travel report with a driver card',
    text: 'ST300HTE;100850001;04;248;20110101;00:13:52;167559;12.28;004005;0.0;1;0;3;3;0;-22.881018;-047.070831;-22.881018;-047.070831;000.000;000.000;0;0;3;0;0;0;01E04D44160000\r',
    expected: { kind: 'heartbeat', attributes: { driverUniqueId: '01E04D44160000' } },
  },
  {
    name: 'ST410 report with seven cells (a layout this decoder does not read)',
    text: 'ST410STT;007272376;408;01;21651;732;123;-65;1824;1;21654;732;123;1824;0;0;22542;732;123;1824;0;0;21656;732;123;1824;0;0;21655;732;123;1824;0;0;22541;732;123;1824;0;0;0;0;0;0;0;0;3.7;1;0156;1;20180816;05:18:52;+04.722322;-074.052776;000.074;000.00;10;1\r',
    expected: null,
    unknownType: 'ST410STT',
  },
  {
    name: 'BLE beacon report (a type this decoder does not read)',
    text: 'BLE;1140000053;114;1.0.1;20211001;17:27:09;+28.433465;-82.565891;1;-43;-46;-41;ACB89523EF68;247;0;0\r',
    expected: null,
    unknownType: 'BLE',
  },
  {
    name: 'binary universal report (counted by its type byte)',
    text: binary(
      '81004e05200013383fffff3401000300130b020b2a0500000000000000000000000047f9ec846a06500000000012010200000123a1002904ba00010fb40000000000000000000000000000000000005989',
    ),
    expected: null,
    unknownType: '0x81',
  },
  {
    name: 'malformed: report cut after the latitude',
    text: 'SA200STT;317652;042;20120718;15:37:12;16d41;-15.618755\r',
    expected: null,
  },
  {
    name: 'malformed: latitude past the pole',
    text: 'SA200STT;317652;042;20120718;15:37:12;16d41;-95.618755;-056.083241;000.024;000.00;8;1;41548;12.17;100000;2;1979\r',
    expected: null,
  },
  {
    name: 'malformed: date that is no date',
    text: 'SA200STT;317652;042;20121318;15:37:12;16d41;-15.618755;-056.083241;000.024;000.00;8;1;41548;12.17;100000;2;1979\r',
    expected: null,
  },
  {
    name: 'unknown report type',
    text: 'SA200XYZ;317652;1\r',
    expected: null,
    unknownType: 'SA200XYZ',
  },
];
