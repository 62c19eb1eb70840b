import { storedFileName } from './storedFileName';

/** The extensions a served file may carry for each stored type; the first is the one given. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};
/** A name's extension as a browser or desktop would read it. */
const EXTENSION = /\.([A-Za-z0-9]{1,16})$/;

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The name a file is served under: its stored name with the extension of its sniffed type. A PNG that
 * is also an HTML page, uploaded as `invoice.html`, downloads as `invoice.png`, so nothing opens it as
 * a page.
 */
function servedName(name: string, mimeType: string): string {
  const safe = storedFileName(name).replace(/\.+$/, '');
  const allowed = EXTENSIONS[mimeType];
  if (!allowed) return safe;
  const current = EXTENSION.exec(safe);
  if (current && allowed.includes((current[1] ?? '').toLowerCase())) return safe;
  const base = current ? safe.slice(0, current.index) : safe;
  return `${base || 'file'}.${allowed[0]}`;
}

/**
 * A `Content-Disposition` header for a stored file: `inline` to show it, `attachment` to download it,
 * with an ASCII-only `filename` (anything else becomes `_`) and the exact name in `filename*` (RFC 6266),
 * so no quote, semicolon or line break in a name can break the header. The name's extension is that of
 * the file's type (`mimeType`, sniffed from its bytes at upload).
 * @example contentDisposition('inline', 'bill "May".png', 'image/png') // `inline; filename="bill _May_.png"; filename*=UTF-8''bill%20%22May%22.png`
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string, mimeType: string): string {
  const served = servedName(name, mimeType);
  const ascii = served.replace(/[^A-Za-z0-9 ._-]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(served)}`;
}
