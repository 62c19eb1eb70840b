/** The names of the vehicles with `ids`, comma-separated, or a muted 'None'. */
export function VehicleNames({
  ids,
  vehicles,
}: {
  ids: ReadonlySet<number> | undefined;
  vehicles: readonly { id: number; name: string }[] | undefined;
}) {
  if (!ids || ids.size === 0) return <span className="fleet-portal-muted">None</span>;
  const names = new Map((vehicles ?? []).map((vehicle) => [vehicle.id, vehicle.name]));
  return <>{[...ids].map((id) => names.get(id) ?? `#${id}`).join(', ')}</>;
}
