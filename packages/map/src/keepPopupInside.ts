import type { Map as MaplibreMap, Popup } from 'maplibre-gl';

/** Room kept between a popup and the map's edge (px). */
export const POPUP_EDGE_MARGIN = 8;

/**
 * How far (px) the map must pan so `box` lies inside `frame` with `margin` around it; a box larger
 * than the frame keeps its top-left corner in view.
 */
export function panToFit(
  box: Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>,
  frame: Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>,
  margin = POPUP_EDGE_MARGIN,
): [number, number] {
  const axis = (low: number, high: number, min: number, max: number) => {
    if (low < min + margin) return low - min - margin;
    if (high > max - margin) return Math.min(high - max + margin, low - min - margin);
    return 0;
  };
  return [
    axis(box.left, box.right, frame.left, frame.right),
    axis(box.top, box.bottom, frame.top, frame.bottom),
  ];
}

/**
 * Keeps a popup inside its map: maplibre's automatic anchor puts it on the side of its point with
 * room, and when no side has room (a card taller than half the map, a phone) the map pans until the
 * card fits. Runs when the popup opens and whenever its content changes size (the card renders
 * after the popup is added). Returns what stops it.
 */
export function keepPopupInside(map: MaplibreMap, popup: Popup): () => void {
  const element = popup.getElement();
  if (!element) return () => {};
  const fit = () => {
    if (!popup.isOpen()) return;
    // Re-places the popup, so the automatic anchor sees the content's current size.
    popup.setLngLat(popup.getLngLat());
    const [dx, dy] = panToFit(element.getBoundingClientRect(), map.getContainer().getBoundingClientRect());
    if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { animate: false });
  };
  fit();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(fit);
  observer.observe(element);
  const onResize = () => fit();
  map.on('resize', onResize);
  return () => {
    observer.disconnect();
    map.off('resize', onResize);
  };
}
