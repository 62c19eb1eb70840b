import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ENGLISH_CATALOGUE, TEXT_GROUPS } from './englishCatalogue';

/** Every value of a group that is not a plain object, with its path. */
function leaves(value: unknown, path: string): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  }
  return [[path, value]];
}

describe('the English catalogue', () => {
  const all = Object.entries(TEXT_GROUPS).flatMap(([name, group]) => leaves(group, name));

  it('holds every text of the label groups and MESSAGES under its path, SPEC texts verbatim', () => {
    expect(Object.keys(ENGLISH_CATALOGUE)).toEqual(all.map(([path]) => path));
    expect(ENGLISH_CATALOGUE['MESSAGES.errorTitle']).toBe(MESSAGES.errorTitle);
    expect(ENGLISH_CATALOGUE['MESSAGES.tooManyFiles']).toBe('Cannot upload more than 4 files');
    expect(ENGLISH_CATALOGUE['HISTORY_TEXTS.tabs.stoppage']).toBe('Stoppage');
    expect(ENGLISH_CATALOGUE['TRACKING_TEXTS.engineSent']).toBe(
      "{action} sent. Waiting for the vehicle's answer...",
    );
  });

  it('finds every text with arguments written as a textTemplate, so its English reaches the catalogue', () => {
    const notTemplates = all
      .filter(([, value]) => typeof value !== 'string')
      .filter(([, value]) => typeof (value as { message?: unknown }).message !== 'string')
      .map(([path]) => path);
    expect(notTemplates).toEqual([]);
  });
});
