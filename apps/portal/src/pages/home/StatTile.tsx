/** One figure of the fleet overview. */
export function StatTile({
  label,
  value,
  tone,
  hint,
}: {
  label: string;
  value: React.ReactNode;
  tone?: string;
  hint?: string;
}) {
  return (
    <div className="fleet-portal-stat" data-tone={tone}>
      <span className="fleet-portal-stat__label">{label}</span>
      <span className="fleet-portal-stat__value">{value}</span>
      {hint ? <span className="fleet-portal-stat__hint">{hint}</span> : null}
    </div>
  );
}
