import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describeUserAgent';

describe('describeUserAgent', () => {
  it('names the browser, system and device of a desktop Chrome', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 126', os: 'Windows 10', device: 'Computer' });
  });

  it('names a phone with its maker', () => {
    const summary = describeUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    expect(summary?.browser).toBe('Safari 17');
    expect(summary?.os).toMatch(/^iOS 17/);
    expect(summary?.device).toBe('Phone (Apple iPhone)');
  });

  it('says Unknown for what it cannot read, and nothing for an empty user-agent', () => {
    expect(describeUserAgent('curl-like-tool')).toMatchObject({ os: 'Unknown', device: 'Unknown' });
    expect(describeUserAgent('')).toBeNull();
    expect(describeUserAgent(null)).toBeNull();
  });
});
