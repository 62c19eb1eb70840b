import { describe, expect, it } from 'vitest';
import { readAttributeFlag } from './readAttributeFlag';

describe('readAttributeFlag', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    [' TRUE ', true],
    ['False', false],
  ])('reads %j as %s', (value, expected) => {
    expect(readAttributeFlag({ flag: value }, 'flag')).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['yes'], [1], [0], [{}]])('treats %j as not set', (value) => {
    expect(readAttributeFlag({ flag: value }, 'flag')).toBeUndefined();
  });

  it('treats missing attributes as not set', () => {
    expect(readAttributeFlag(undefined, 'flag')).toBeUndefined();
    expect(readAttributeFlag(null, 'flag')).toBeUndefined();
    expect(readAttributeFlag({}, 'flag')).toBeUndefined();
  });
});
