import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';
import { SearchField } from '../primitives/SearchField';
import { GEOFENCE_SHAPE_FILTERS, type GeofenceShapeFilter, geofenceShapeLabel } from './geofenceShape';

/** Props of {@link GeofenceToolbar}. */
export interface GeofenceToolbarProps {
  /** Called with the search text once typing pauses (400 ms). */
  onSearch: (search: string) => void;
  shape: GeofenceShapeFilter;
  onShapeChange: (shape: GeofenceShapeFilter) => void;
}

/** Search box and the shape filter All Shapes / Custom / Circle. */
export function GeofenceToolbar({ onSearch, shape, onShapeChange }: GeofenceToolbarProps) {
  const texts = useTexts(GEOFENCE_TEXTS);
  return (
    <div className="fleet-geofence-toolbar">
      <SearchField aria-label={texts.searchLabel} placeholder={texts.searchLabel} onSearch={onSearch} />
      <RadioGroup
        className="fleet-geofence-shapes"
        orientation="horizontal"
        value={shape}
        onChange={(value) => onShapeChange(value as GeofenceShapeFilter)}
      >
        <Label className="fleet-geofence-shapes-label">{texts.shapeFilterLabel}</Label>
        {GEOFENCE_SHAPE_FILTERS.map((option) => (
          <Radio key={option.value} value={option.value} className="fleet-geofence-chip">
            {geofenceShapeLabel(option.value, texts)}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
