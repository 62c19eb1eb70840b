import widgetsCss from '@fleetkit/react-widgets/style.css?inline';
import elementCss from './element.css?inline';

/** The widgets' stylesheet (themes, card, map popups) followed by the elements' own rules. */
export const ELEMENT_CSS = `${widgetsCss}\n${elementCss}`;

/** maplibre's stylesheet, loaded with maplibre itself (the script-tag bundle keeps it in that chunk). */
export async function loadMaplibreCss(): Promise<string> {
  return (await import('./maplibreCss')).default;
}
