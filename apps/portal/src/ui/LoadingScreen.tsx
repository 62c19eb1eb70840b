import { useTexts } from '@fleetkit/react-widgets';
import { SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
/** A full-area busy indicator while the session or a page loads. */
export function LoadingScreen({ label }: { label?: string }) {
  const texts = useTexts(SHELL_TEXTS);
  return (
    <div className="fleet-portal-loading" role="status" aria-live="polite">
      <span className="fleet-portal-spinner" aria-hidden="true" />
      <span className="fleet-portal-visually-hidden">{label ?? texts.loading}</span>
    </div>
  );
}
