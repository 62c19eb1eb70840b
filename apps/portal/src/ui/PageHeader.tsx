/** A page's heading with its description and actions (the top bar already names the page). */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="fleet-portal-page-header">
      <div>
        <h2>{title}</h2>
        {description ? <p>{description}</p> : null}
      </div>
      {children ? <div className="fleet-portal-page-header__actions">{children}</div> : null}
    </div>
  );
}
