/**
 * A byte count as people read it: '10 MB', '512 KB', '900 bytes'.
 * @example formatByteSize(10 * 1024 * 1024) // '10 MB'
 */
export function formatByteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
