import { useTexts } from '@fleetkit/react-widgets';
import { VEHICLE_LINK_TEXTS } from '@fleetkit/sdk-core/labels/portal';

/** The names of the vehicles with `ids`, comma-separated, or a muted 'None'. */
export function VehicleNames({
  ids,
  vehicles,
}: {
  ids: ReadonlySet<number> | undefined;
  vehicles: readonly { id: number; name: string }[] | undefined;
}) {
  const texts = useTexts(VEHICLE_LINK_TEXTS);
  if (!ids || ids.size === 0) return <span className="fleet-portal-muted">{texts.none}</span>;
  const names = new Map((vehicles ?? []).map((vehicle) => [vehicle.id, vehicle.name]));
  return <>{[...ids].map((id) => names.get(id) ?? `#${id}`).join(', ')}</>;
}
