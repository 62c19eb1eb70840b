/** What a list shows when it has nothing: a title, a hint and an optional action. */
export function EmptyState({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="fleet-portal-empty">
      <strong>{title}</strong>
      {hint ? <p>{hint}</p> : null}
      {children}
    </div>
  );
}
