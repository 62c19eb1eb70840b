import { useEffect, useRef } from 'react';
import { Toaster } from 'sonner';

/**
 * Text tones of the coloured toasts, dark enough for 4.5:1 on their tinted backgrounds (WCAG AA);
 * sonner's own success and info tones fall short.
 */
const TOAST_TONES = {
  '--success-text': '#0a6b2e',
  '--info-text': '#0b57b3',
  '--warning-text': '#8a5a00',
  '--error-text': '#b42318',
} as React.CSSProperties;

/** The custom property, on the root element, that holds the height the toasts take at the bottom. */
export const TOAST_ROOM_PROPERTY = '--fleet-portal-toast-room';

/**
 * The Toaster (bottom-center, until dismissed, SPEC §8); `onReady` runs once it listens for toasts.
 * Toasts never lie over a modal's actions: while a modal is open only the newest shows (collapsed to
 * one, the others wait behind it), and the modal keeps clear of the room it takes (see base.css).
 */
export default function PortalToaster({ onReady }: { onReady(): void }) {
  const host = useRef<HTMLDivElement>(null);
  useToastRoom(host);
  return (
    <>
      <div ref={host} className="fleet-portal-toasts">
        <Toaster
          position="bottom-center"
          duration={Number.POSITIVE_INFINITY}
          closeButton
          richColors
          style={TOAST_TONES}
        />
      </div>
      <ToasterReady onReady={onReady} />
    </>
  );
}

/**
 * Keeps `TOAST_ROOM_PROPERTY` at the height, from the bottom of the screen, that the toasts take, or
 * unset while there is none. Every stack at the bottom counts (the portal's at the centre, the live
 * events' at the right): the tallest sets the room. A collapsed stack takes its newest toast's offset
 * and height and the edges of those behind it; a stack spread out under the pointer takes every toast
 * it shows. Measured from layout sizes, not drawn boxes, so a toast still sliding in counts in full.
 */
function useToastRoom(host: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      let room = 0;
      for (const list of element.querySelectorAll<HTMLElement>(
        '[data-sonner-toaster][data-y-position="bottom"]',
      )) {
        const front = list.querySelector<HTMLElement>('[data-sonner-toast][data-front="true"]');
        if (!front) continue;
        const style = getComputedStyle(list);
        const offset = Number.parseFloat(style.bottom) || 0;
        const gap = Number.parseFloat(style.getPropertyValue('--gap')) || 14;
        // Sonner shows three toasts of a stack; the others wait hidden behind them.
        const shown = [...list.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
          (toast) => toast.dataset.visible !== 'false',
        );
        const behind = Math.max(Math.min(shown.length, 3) - 1, 0);
        const height =
          front.dataset.expanded === 'true'
            ? shown.reduce((sum, toast) => sum + toast.offsetHeight, 0) + behind * gap
            : front.offsetHeight + behind * gap;
        room = Math.max(room, Math.ceil(offset + height + 8));
      }
      if (room === 0) root.style.removeProperty(TOAST_ROOM_PROPERTY);
      else root.style.setProperty(TOAST_ROOM_PROPERTY, `${room}px`);
    };
    measure();
    const resized = new ResizeObserver(measure);
    const changed = new MutationObserver(() => {
      for (const toast of element.querySelectorAll('[data-sonner-toast]')) resized.observe(toast);
      measure();
    });
    changed.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-front', 'data-expanded', 'data-visible'],
    });
    window.addEventListener('resize', measure);
    return () => {
      changed.disconnect();
      resized.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(TOAST_ROOM_PROPERTY);
    };
  }, [host]);
}

// Effects of siblings run in order, so this one runs after the Toaster has subscribed.
function ToasterReady({ onReady }: { onReady(): void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
