import { describe, expect, it } from 'vitest';
import { compileExpression, ExpressionError } from './computedExpression';

const run = (source: string, context: Record<string, unknown> = {}) => compileExpression(source)(context);

describe("Traccar's computed attribute expressions", () => {
  it('reads JEXL operators with their precedence, word forms included', () => {
    expect(run('1 + 2 * 3 - 4 / 2')).toBe(5);
    expect(run('(1 + 2) * 3 % 4')).toBe(1);
    expect(run('10 div 4 + 7 mod 4')).toBe(5.5);
    expect(run('a > 1 and not b or c eq 3', { a: 2, b: true, c: 3 })).toBe(true);
    expect(run('a ge 2 && a lt 3 && a ne 4', { a: 2 })).toBe(true);
    expect(run('0x0F & io | 16', { io: 5 })).toBe(21);
    expect(run("x ? 'on' : y ? 'idle' : 'off'", { x: false, y: true })).toBe('idle');
    expect(run("name ?: 'none'", { name: '' })).toBe('none');
    expect(run("'km: ' + km", { km: 12 })).toBe('km: 12');
    expect(run('-speed + 1', { speed: 3 })).toBe(-2);
    expect(run('math:max(a, math:abs(b))', { a: 2, b: -7 })).toBe(7);
    expect(run('sensor.level', { sensor: { level: 4 } })).toBe(4);
    expect(run("io == '1'", { io: 1 })).toBe(true);
    expect(run('null == missing', { missing: null })).toBe(true);
  });

  it('refuses what is not an expression of values: calls, unknown names, wrong operands', () => {
    for (const source of [
      "''.getClass()",
      'constructor',
      'a.constructor',
      'toString()',
      'process.exit(1)',
      'x = 1',
      'math:exit(1)',
      '1 +',
      "'open",
      `${'('.repeat(100)}1${')'.repeat(100)}`,
    ]) {
      expect(() => run(source, { a: {} }), source).toThrow(ExpressionError);
    }
    expect(() => run('speed * flag', { speed: 1, flag: true })).toThrow(ExpressionError);
    expect(() => run('1 / 0')).toThrow(ExpressionError);
  });
});
