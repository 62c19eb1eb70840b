/** Longest file name kept, in characters. */
export const MAX_FILE_NAME_LENGTH = 255;

/** The name stored when an upload has none. */
export const DEFAULT_FILE_NAME = 'file';

/**
 * The name kept for an uploaded file: only its last path segment, without control characters, trimmed
 * and at most {@link MAX_FILE_NAME_LENGTH} characters. It is metadata only: no name ever becomes a path.
 * @example storedFileName('C:\\scans\\blue book.png') // 'blue book.png'
 */
export function storedFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...clean].slice(0, MAX_FILE_NAME_LENGTH).join('') || DEFAULT_FILE_NAME;
}
