import type { MapDisplayOptions } from '@fleetkit/map';
import type { MapType } from '@fleetkit/sdk-core';
import { MAP_OPTION_LABELS, MAP_TYPE_LABELS } from '@fleetkit/sdk-core/labels';
import { useId, useState } from 'react';
import { Button, Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';

/** The values the 'More Options' panel shows and changes. */
export interface MapOptionValues extends MapDisplayOptions {
  mapType: MapType;
}

/** Props of {@link MapOptionsPanel}. */
export interface MapOptionsPanelProps {
  /** The current values. */
  value: MapOptionValues;
  /** Called with the values the user changed. */
  onChange: (patch: Partial<MapOptionValues>) => void;
  /** The styles offered, in order. @default all four: simple, satellite, terrain, classic */
  mapTypes?: readonly MapType[];
  /**
   * Guest view: hides 'Critical Points', 'Stopped Points' and 'Geofence Enter/Exit' (SPEC §2).
   * @default false
   */
  guest?: boolean;
  /** Show the 'Recent trail' toggle (the tracking map: the tracked vehicle's live route). @default false */
  showLiveRoute?: boolean;
  /** Whether the 'Traffic' toggle can be turned on (the server has a traffic overlay). @default true */
  trafficAvailable?: boolean;
  /** Open at first. @default false */
  defaultOpen?: boolean;
}

const TOGGLES = [
  'vehicleNumber',
  'traffic',
  'geofence',
  'criticalPoints',
  'stoppedPoints',
  'geofencePoints',
  'liveRoute',
] as const satisfies readonly (keyof MapDisplayOptions)[];
const GUEST_HIDDEN: ReadonlySet<string> = new Set(['criticalPoints', 'stoppedPoints', 'geofencePoints']);

/**
 * The map's 'More Options' panel (SPEC §2): the map style (Simple, Satellite, Terrain, Classic) and
 * the toggles Show vehicle Number, Traffic, Geofence, Critical Points, Stopped Points and Geofence
 * Enter/Exit; the last three are hidden in guest view.
 */
export function MapOptionsPanel({
  value,
  onChange,
  mapTypes = ['simple', 'satellite', 'terrain', 'classic'],
  guest = false,
  showLiveRoute = false,
  trafficAvailable = true,
  defaultOpen = false,
}: MapOptionsPanelProps) {
  const labels = useTexts(MAP_OPTION_LABELS);
  const typeLabels = useTexts(MAP_TYPE_LABELS);
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className="fleet-map-options">
      <Button
        className="fleet-map-button"
        aria-expanded={open}
        aria-controls={panelId}
        onPress={() => setOpen((was) => !was)}
      >
        {labels.moreOptions}
      </Button>
      {open && (
        <section id={panelId} className="fleet-map-options-panel" aria-label={labels.moreOptions}>
          <RadioGroup
            className="fleet-map-options-styles"
            value={value.mapType}
            onChange={(mapType) => onChange({ mapType: mapType as MapType })}
          >
            <Label className="fleet-map-options-heading">{labels.mapStyle}</Label>
            {mapTypes.map((type) => (
              <Radio key={type} value={type} className="fleet-map-options-style">
                {typeLabels[type]}
              </Radio>
            ))}
          </RadioGroup>
          {TOGGLES.filter(
            (key) => !(guest && GUEST_HIDDEN.has(key)) && (key !== 'liveRoute' || showLiveRoute),
          ).map((key) => {
            const unavailable = key === 'traffic' && !trafficAvailable;
            return (
              <div key={key} className="fleet-map-options-item">
                <Switch
                  className="fleet-map-options-toggle"
                  isSelected={value[key] === true}
                  isDisabled={unavailable}
                  onChange={(on) => onChange({ [key]: on })}
                  {...(unavailable ? { 'aria-describedby': `${panelId}-traffic` } : {})}
                >
                  <span className="fleet-map-switch" aria-hidden="true" />
                  {labels[key]}
                </Switch>
                {unavailable && (
                  <p id={`${panelId}-traffic`} className="fleet-map-options-note">
                    {labels.trafficUnavailable}
                  </p>
                )}
              </div>
            );
          })}
        </section>
      )}
    </div>
  );
}
