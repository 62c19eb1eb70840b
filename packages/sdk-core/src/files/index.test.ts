import { describe, expect, it } from 'vitest';
import * as entry from './index';

describe('the @fleetkit/sdk-core/files entry', () => {
  it('exports the store, its factory and the upload checks', () => {
    for (const name of [
      'createFileStore',
      'FileStore',
      'FileRejectedError',
      'checkImageFile',
      'IMAGE_INPUT_ACCEPT',
    ]) {
      expect(entry).toHaveProperty(name);
    }
  });

  it('loads without a DOM', () => {
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
    expect((globalThis as { document?: unknown }).document).toBeUndefined();
  });
});
