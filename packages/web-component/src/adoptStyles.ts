const sheets = new Map<string, CSSStyleSheet>();

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adopts stylesheets into a shadow root (or, for light-DOM elements, the document), each sheet built
 * once and shared by every element. Where constructable stylesheets are missing, `<style>` elements
 * go into `fallback` instead.
 */
export function adoptStyles(target: ShadowRoot | Document, fallback: Node, css: readonly string[]): void {
  if (
    'adoptedStyleSheets' in target &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const adopted = target.adoptedStyleSheets;
    const missing = css.map(sheetOf).filter((sheet) => !adopted.includes(sheet));
    if (missing.length > 0) target.adoptedStyleSheets = [...adopted, ...missing];
    return;
  }
  for (const text of css) {
    const style = document.createElement('style');
    style.textContent = text;
    fallback.appendChild(style);
  }
}
