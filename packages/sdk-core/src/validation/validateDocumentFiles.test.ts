import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_FILES } from '../constants';
import { MESSAGES } from '../messages';
import {
  isAcceptedDocumentImage,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  validateDocumentFiles,
} from './validateDocumentFiles';

const png = { name: 'bluebook.png', type: 'image/png', size: 20_000 };

describe('validateDocumentFiles', () => {
  it('accepts up to 4 images in all, counting those the document already has', () => {
    expect(MAX_DOCUMENT_FILES).toBe(4);
    expect(validateDocumentFiles([png, png, png, png])).toEqual({ ok: true });
    expect(validateDocumentFiles([png], 3)).toEqual({ ok: true });
    expect(validateDocumentFiles([])).toEqual({ ok: true });
  });

  it('refuses a fifth file with the too-many-files message', () => {
    expect(validateDocumentFiles([png, png, png, png, png])).toEqual({
      ok: false,
      message: MESSAGES.tooManyFiles,
    });
    expect(validateDocumentFiles([png, png], 3)).toEqual({ ok: false, message: MESSAGES.tooManyFiles });
    expect(validateDocumentFiles([], 5)).toEqual({ ok: false, message: MESSAGES.tooManyFiles });
  });

  it('refuses a file that is not a jpg, jpeg, webp or png image', () => {
    const pdf = { name: 'insurance.pdf', type: 'application/pdf' };
    expect(validateDocumentFiles([png, pdf])).toEqual({ ok: false, message: UNSUPPORTED_FILE_TYPE_MESSAGE });
  });

  it('checks the count before the types', () => {
    const gif = { name: 'a.gif', type: 'image/gif' };
    expect(validateDocumentFiles([gif, gif, gif, gif, gif])).toEqual({
      ok: false,
      message: MESSAGES.tooManyFiles,
    });
  });
});

describe('isAcceptedDocumentImage', () => {
  it('accepts jpg, jpeg, webp and png by extension in any case, with or without a known MIME type', () => {
    expect(isAcceptedDocumentImage({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedDocumentImage({ name: 'a.JPEG', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedDocumentImage({ name: 'scan.final.webp', type: 'image/webp' })).toBe(true);
    expect(isAcceptedDocumentImage({ name: 'a.png', type: '' })).toBe(true);
    expect(isAcceptedDocumentImage({ name: 'a.png' })).toBe(true);
  });

  it('refuses other extensions, names without one, and a MIME type that contradicts the name', () => {
    expect(isAcceptedDocumentImage({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedDocumentImage({ name: 'a.heic' })).toBe(false);
    expect(isAcceptedDocumentImage({ name: 'png', type: 'image/png' })).toBe(false);
    expect(isAcceptedDocumentImage({ name: 'a.', type: 'image/png' })).toBe(false);
    expect(isAcceptedDocumentImage({ name: '.png' })).toBe(false);
    expect(isAcceptedDocumentImage({ name: 'a.png', type: 'application/pdf' })).toBe(false);
  });
});
