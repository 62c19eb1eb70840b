import { ACCOUNT_SETTINGS_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import Bowser from 'bowser';

/** What a sign-in's user-agent says, in words: browser, operating system and device. */
export interface UserAgentSummary {
  browser: string;
  os: string;
  device: string;
}

/** The words it adds to the parser's names: 'Unknown' and the kinds of device, in the user's language. */
export interface UserAgentWords {
  unknown: string;
  devices: Readonly<Record<'desktop' | 'mobile' | 'tablet' | 'tv' | 'bot', string>>;
}

const ENGLISH: UserAgentWords = {
  unknown: ACCOUNT_SETTINGS_TEXTS.unknown,
  devices: ACCOUNT_SETTINGS_TEXTS.devices,
};

/**
 * Reads a user-agent string with bowser (a maintained parser: user-agents change with every browser
 * release, which no hand-written pattern list keeps up with). Returns null for an empty one.
 *
 * @example
 * describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/126.0.0.0 Safari/537.36');
 * // { browser: 'Chrome 126', os: 'Windows 10', device: 'Computer' }
 */
export function describeUserAgent(
  userAgent: string | null | undefined,
  words: UserAgentWords = ENGLISH,
): UserAgentSummary | null {
  if (!userAgent?.trim()) return null;
  const { unknown } = words;
  const deviceType: Readonly<Record<string, string>> = words.devices;
  const parsed = Bowser.parse(userAgent);
  const browserVersion = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, browserVersion].filter(Boolean).join(' ')
    : unknown;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : unknown;
  const type = parsed.platform.type ? (deviceType[parsed.platform.type] ?? parsed.platform.type) : unknown;
  const model = [parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ');
  return { browser, os, device: model ? `${type} (${model})` : type };
}
