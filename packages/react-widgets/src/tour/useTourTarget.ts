import { useEffect, useState } from 'react';

/**
 * The element a selector names, found now or as soon as it appears (pages of a tour step may still
 * be loading); null while there is none or no DOM.
 */
export function useTourTarget(selector: string | undefined): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!selector || typeof document === 'undefined') {
      setElement(null);
      return;
    }
    const find = () => setElement(document.querySelector(selector));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector]);
  return element;
}
