/** A full-area busy indicator while the session or a page loads. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fleet-portal-loading" role="status" aria-live="polite">
      <span className="fleet-portal-spinner" aria-hidden="true" />
      <span className="fleet-portal-visually-hidden">{label}</span>
    </div>
  );
}
