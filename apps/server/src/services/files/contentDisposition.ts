import { storedFileName } from './storedFileName';

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A `Content-Disposition` header for a stored file: `inline` to show it, `attachment` to download it,
 * with an ASCII-only `filename` (anything else becomes `_`) and the exact name in `filename*` (RFC 6266),
 * so no quote, semicolon or line break in a name can break the header.
 * @example contentDisposition('inline', 'bill "May".png') // `inline; filename="bill _May_.png"; filename*=UTF-8''bill%20%22May%22.png`
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const safe = storedFileName(name);
  const ascii = safe.replace(/[^A-Za-z0-9 ._-]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
