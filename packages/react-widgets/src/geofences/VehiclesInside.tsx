import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';

/** How many names are shown before the '+N vehicles' button. */
const SHOWN_NAMES = 2;

/** Props of {@link VehiclesInside}. */
export interface VehiclesInsideProps {
  /** Names of the vehicles inside the geofence. */
  names: readonly string[];
}

/** The first two vehicle names, then '+N vehicles' opening a popover that lists them all. */
export function VehiclesInside({ names }: VehiclesInsideProps) {
  const texts = useTexts(GEOFENCE_TEXTS);
  if (names.length === 0) return <span className="fleet-geofence-inside-none">{texts.noVehiclesInside}</span>;
  const rest = names.length - SHOWN_NAMES;
  return (
    <span className="fleet-geofence-inside">
      <span>{names.slice(0, SHOWN_NAMES).join(', ')}</span>
      {rest > 0 && (
        <DialogTrigger>
          <Button className="fleet-geofence-inside-more">{texts.moreVehicles(rest)}</Button>
          <Popover className="fleet-root fleet-popover" placement="bottom start">
            <Dialog className="fleet-geofence-inside-list" aria-label={texts.columnVehiclesInside}>
              <ul>
                {names.map((name, index) => (
                  // Names may repeat; the position keeps keys unique.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static list shown once
                  <li key={`${index}-${name}`}>{name}</li>
                ))}
              </ul>
            </Dialog>
          </Popover>
        </DialogTrigger>
      )}
    </span>
  );
}
