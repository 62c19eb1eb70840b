import { useEffect } from 'react';
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

/** The Toaster (bottom-center, until dismissed, SPEC §8); `onReady` runs once it listens for toasts. */
export default function PortalToaster({ onReady }: { onReady(): void }) {
  return (
    <>
      <Toaster
        position="bottom-center"
        duration={Number.POSITIVE_INFINITY}
        closeButton
        richColors
        style={TOAST_TONES}
      />
      <ToasterReady onReady={onReady} />
    </>
  );
}

// Effects of siblings run in order, so this one runs after the Toaster has subscribed.
function ToasterReady({ onReady }: { onReady(): void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
