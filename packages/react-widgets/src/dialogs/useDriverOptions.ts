import { useEffect, useState } from 'react';
import { useFleet } from '../context/FleetContext';
import type { SelectOption } from '../primitives/Select';

/** The user's drivers as select options, loaded with `client.drivers.list()` once `enabled`. */
export function useDriverOptions(enabled: boolean): SelectOption[] {
  const { client } = useFleet();
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    client.drivers
      .list({ all: true })
      .then((drivers) => live && setOptions(drivers.map((driver) => ({ id: driver.id, label: driver.name }))))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [client, enabled]);
  return options;
}
