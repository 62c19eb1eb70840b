import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  DEFAULT_MAX_FILE_BYTES,
  FILE_REJECTION_MESSAGES,
  IMAGE_INPUT_ACCEPT,
} from './checkImageFile';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('checkImageFile', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.JPEG', 'image/jpeg'],
    ['photo.webp', 'image/webp'],
    ['photo.png', 'image/png'],
    ['photo.png', ''],
    ['photo.png', 'IMAGE/PNG'],
  ])('accepts %s typed %j', (name, type) => {
    expect(checkImageFile(file(name, type))).toEqual({ ok: true });
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['anim.gif', ''],
    ['photo.png', 'image/gif'],
    ['photo.heic', 'image/jpeg'],
    ['notes.txt', 'text/plain'],
    ['photo', ''],
    ['photo', 'image/png'],
    ['.png', 'image/png'],
  ])('refuses %s typed %j as not an accepted image', (name, type) => {
    expect(checkImageFile(file(name, type))).toEqual({
      ok: false,
      reason: 'type',
      message: 'Only jpg, jpeg, webp and png images can be uploaded',
    });
  });

  it('refuses an empty file', () => {
    expect(checkImageFile(file('a.png', 'image/png', 0))).toEqual({
      ok: false,
      reason: 'empty',
      message: FILE_REJECTION_MESSAGES.empty,
    });
  });

  it('accepts up to 5 MiB by default and refuses one byte more', () => {
    expect(DEFAULT_MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
    expect(checkImageFile(file('a.png', 'image/png', DEFAULT_MAX_FILE_BYTES)).ok).toBe(true);
    expect(checkImageFile(file('a.png', 'image/png', DEFAULT_MAX_FILE_BYTES + 1))).toEqual({
      ok: false,
      reason: 'size',
      message: 'Files larger than 5 MB cannot be uploaded',
    });
  });

  it('applies the limit it is given and says it in the message', () => {
    expect(checkImageFile(file('a.png', 'image/png', 2048), { maxBytes: 1536 })).toMatchObject({
      reason: 'size',
      message: 'Files larger than 1.5 KB cannot be uploaded',
    });
    expect(checkImageFile(file('a.png', 'image/png', 1536), { maxBytes: 1536 }).ok).toBe(true);
  });

  it('offers an accept attribute for file inputs', () => {
    expect(IMAGE_INPUT_ACCEPT).toBe('.jpg,.jpeg,.webp,.png,image/jpeg,image/webp,image/png');
  });
});
