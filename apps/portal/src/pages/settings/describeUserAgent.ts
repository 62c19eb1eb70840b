import Bowser from 'bowser';

/** What a sign-in's user-agent says, in words: browser, operating system and device. */
export interface UserAgentSummary {
  browser: string;
  os: string;
  device: string;
}

const UNKNOWN = 'Unknown';

const DEVICE_TYPE: Record<string, string> = {
  desktop: 'Computer',
  mobile: 'Phone',
  tablet: 'Tablet',
  tv: 'TV',
  bot: 'Bot',
};

/**
 * Reads a user-agent string with bowser (a maintained parser: user-agents change with every browser
 * release, which no hand-written pattern list keeps up with). Returns null for an empty one.
 *
 * @example
 * describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/126.0.0.0 Safari/537.36');
 * // { browser: 'Chrome 126', os: 'Windows 10', device: 'Computer' }
 */
export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary | null {
  if (!userAgent?.trim()) return null;
  const parsed = Bowser.parse(userAgent);
  const browserVersion = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, browserVersion].filter(Boolean).join(' ')
    : UNKNOWN;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : UNKNOWN;
  const type = parsed.platform.type ? (DEVICE_TYPE[parsed.platform.type] ?? parsed.platform.type) : UNKNOWN;
  const model = [parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ');
  return { browser, os, device: model ? `${type} (${model})` : type };
}
