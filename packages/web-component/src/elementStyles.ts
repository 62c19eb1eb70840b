import mapCss from '@fleetkit/map/style.css?inline';
import elementCss from './element.css?inline';

/** The map's stylesheet (themes, map surface and popups, vehicle card, badges), then the elements' own rules. */
export const ELEMENT_CSS = `${mapCss}\n${elementCss}`;

/** maplibre's stylesheet, loaded with maplibre itself (the script-tag bundle keeps it in that chunk). */
export async function loadMaplibreCss(): Promise<string> {
  return (await import('./maplibreCss')).default;
}
