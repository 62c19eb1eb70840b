import { describe, expect, it } from 'vitest';
import { contentDisposition } from './contentDisposition';

describe('contentDisposition', () => {
  it('writes an ASCII filename and the exact UTF-8 name', () => {
    expect(contentDisposition('inline', 'नक्सा.png', 'image/png')).toBe(
      `inline; filename="_____.png"; filename*=UTF-8''%E0%A4%A8%E0%A4%95%E0%A5%8D%E0%A4%B8%E0%A4%BE.png`,
    );
    expect(contentDisposition('attachment', 'a.jpg', 'image/jpeg')).toBe(
      `attachment; filename="a.jpg"; filename*=UTF-8''a.jpg`,
    );
  });

  it('cannot be broken by quotes, semicolons or line breaks in a name', () => {
    const header = contentDisposition('inline', 'x"; filename="evil.html\r\nSet-Cookie: a=b', 'image/png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toContain(`filename*=UTF-8''x%22%3B%20filename%3D%22evil.htmlSet-Cookie%3A%20a%3Db.png`);
  });

  it('gives the name the extension of the stored type, keeping a right one', () => {
    expect(contentDisposition('attachment', 'page.html', 'image/png')).toBe(
      `attachment; filename="page.png"; filename*=UTF-8''page.png`,
    );
    expect(contentDisposition('inline', 'Photo.JPEG', 'image/jpeg')).toMatch(/filename="Photo\.JPEG"/);
    expect(contentDisposition('inline', 'a.jpg', 'image/jpeg')).toMatch(/filename="a\.jpg"/);
    expect(contentDisposition('inline', 'scan', 'image/webp')).toMatch(/filename="scan\.webp"/);
    expect(contentDisposition('inline', 'x.svg.', 'image/png')).toMatch(/filename="x\.png"/);
  });
});
