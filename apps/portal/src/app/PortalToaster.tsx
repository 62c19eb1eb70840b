import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** The Toaster (bottom-center, until dismissed, SPEC §8); `onReady` runs once it listens for toasts. */
export default function PortalToaster({ onReady }: { onReady(): void }) {
  return (
    <>
      <Toaster position="bottom-center" duration={Number.POSITIVE_INFINITY} closeButton richColors />
      <ToasterReady onReady={onReady} />
    </>
  );
}

// Effects of siblings run in order, so this one runs after the Toaster has subscribed.
function ToasterReady({ onReady }: { onReady(): void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
