import { describe, expect, it } from 'vitest';
import { UnknownTypeReports } from './UnknownTypeReports';

describe('UnknownTypeReports', () => {
  it('counts every frame and reports the first of each type as hex', () => {
    const reported: { type: number; frame: string }[] = [];
    const reports = new UnknownTypeReports<number>((report) => reported.push(report));
    reports.add(0x1f, Buffer.from([1, 2]));
    reports.add(0x1f, Buffer.from([3]));
    reports.add(0x20, Buffer.from([0xab]));
    expect(reports.count).toBe(3);
    expect(reported).toEqual([
      { type: 0x1f, frame: '0102' },
      { type: 0x20, frame: 'ab' },
    ]);
  });

  it('stops reporting new types past its limit, and still counts them', () => {
    const reported: string[] = [];
    const reports = new UnknownTypeReports<string>((report) => reported.push(report.type), 2);
    for (const type of ['A', 'B', 'C', 'A']) reports.add(type, Buffer.from(type));
    expect(reported).toEqual(['A', 'B']);
    expect(reports.count).toBe(4);
  });
});
