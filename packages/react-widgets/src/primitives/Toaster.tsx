import { EVENT_TOAST_POSITION, TOAST_DURATION_MS, TOAST_POSITION } from '@fleetkit/sdk-core';
import { Toaster as SonnerToaster } from 'sonner';
import { useFleetTheme } from './FleetTheme';
import { EVENT_TOASTER_ID } from './toastPlacement';

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /**
   * Colour scheme of the toasts.
   * @default the nearest FleetTheme's theme, else 'light'
   */
  theme?: 'light' | 'dark' | 'system';
  /**
   * Whether the live event stack (bottom-right) is rendered too.
   * @default true
   */
  events?: boolean;
}

/**
 * Where the widgets' toasts appear: ordinary toasts bottom-center, live event toasts bottom-right;
 * both stay until dismissed (SPEC §8). Render it once near the root of the app; raise toasts with
 * {@link useFleetToast}.
 * @example <FleetProvider …><Toaster /><App /></FleetProvider>
 */
export function Toaster({ theme, events = true }: ToasterProps) {
  const fleetTheme = useFleetTheme();
  const scheme = theme ?? fleetTheme;
  return (
    <>
      <SonnerToaster
        theme={scheme}
        position={TOAST_POSITION}
        duration={TOAST_DURATION_MS}
        closeButton
        className="fleet-toaster"
      />
      {events ? (
        <SonnerToaster
          id={EVENT_TOASTER_ID}
          theme={scheme}
          position={EVENT_TOAST_POSITION}
          duration={TOAST_DURATION_MS}
          closeButton
          className="fleet-toaster fleet-toaster--events"
        />
      ) : null}
    </>
  );
}
