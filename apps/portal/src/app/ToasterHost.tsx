import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { registerToasterHost } from '../ui/notify';

const PortalToaster = lazy(() => import('./PortalToaster'));

/** Mounts the Toaster when the first toast is sent (see `notify`). */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  const waiting = useRef<(() => void)[]>([]);
  const ready = useRef(false);

  useEffect(
    () =>
      registerToasterHost(() => {
        if (ready.current) return Promise.resolve();
        setMounted(true);
        return new Promise<void>((resolve) => waiting.current.push(resolve));
      }),
    [],
  );

  const onReady = useCallback(() => {
    ready.current = true;
    for (const resolve of waiting.current.splice(0)) resolve();
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PortalToaster onReady={onReady} />
    </Suspense>
  );
}
