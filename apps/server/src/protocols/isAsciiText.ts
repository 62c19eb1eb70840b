/** Whether every character of `text` is 7-bit ASCII, as device command texts must be. */
export function isAsciiText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) return false;
  }
  return true;
}
