import '@fleetkit/react-widgets/style.css';
import { ProductTour } from '@fleetkit/react-widgets';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useFleet } from '../live/LiveFleetContext';

/**
 * The product tour (SPEC §2): seven steps over the dashboard, each shown on its page next to its
 * `data-tour` element. The vehicle tracking step opens the first vehicle of the fleet (by name)
 * rather than a hard-coded id (docs/decisions/product-tour.md).
 */
export default function TourHost({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  // The tour goes to a step's page whenever its `onNavigate` changes: keep it one function.
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  const onNavigate = useCallback((path: string) => latestNavigate.current(path), []);
  const fleet = useFleet();
  const devices = useSyncExternalStore(
    (listener) => fleet.subscribe(listener),
    () => fleet.devices.peek(),
  );
  const vehicleId = useMemo(
    () => [...devices.values()].sort((a, b) => a.name.localeCompare(b.name))[0]?.id ?? 0,
    [devices],
  );
  return <ProductTour isOpen vehicleId={vehicleId} onNavigate={onNavigate} onClose={onClose} />;
}
