import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../session/SessionContext';
import { registerToasterHost } from '../ui/notify';

const PortalToaster = lazy(() => import('./PortalToaster'));

/**
 * Mounts the Toaster when the first toast is sent (see `notify`), and as soon as someone is signed in:
 * the widgets raise their toasts (e.g. an expired vehicle's card) straight through sonner.
 */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  const signedIn = useSession().state.status === 'signedIn';

  useEffect(() => {
    if (signedIn) setMounted(true);
  }, [signedIn]);
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
