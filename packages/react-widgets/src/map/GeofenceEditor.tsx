import { GeofenceDrawing, type GeofenceDrawShape } from '@fleetkit/map/drawing';
import { MESSAGES } from '@fleetkit/sdk-core';
import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { useEffect, useRef, useState } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { sameText, useTexts } from '../context/FleetLanguage';
import { useFleetMap } from './FleetMapContext';

/** Props of {@link GeofenceEditor}. */
export interface GeofenceEditorProps {
  /**
   * The geofence to edit, as Traccar WKT (`CIRCLE (lat lon, radius)` or `POLYGON ((lat lon, …))`).
   * Changing it reloads the drawing. @default null (draw a new one)
   */
  area?: string | null;
  /** The shape a new drawing makes. @default 'polygon' */
  shape?: GeofenceDrawShape;
  /** Called with the WKT of each finished drawing or edit, and null when cleared. */
  onChange?: (area: string | null) => void;
  /** Called with SPEC's message, in the widgets' language, when a shape cannot be a geofence ('Invalid polygon'). @default none */
  onError?: (message: string) => void;
  /** Show the Circle / Polygon / Clear toolbar. @default true */
  showToolbar?: boolean;
}

/**
 * Draws or edits one geofence on the enclosing `<FleetMap>` (use it as a child, in `add_geofence` or
 * `edit_geofences` mode): a circle or a polygon, one at a time — a new drawing replaces the previous
 * one — with draggable vertices and radius. Emits sdk-core WKT.
 *
 * @example
 * <FleetMap mode="add_geofence">
 *   <GeofenceEditor shape="circle" onChange={(area) => setArea(area)} onError={toast.error} />
 * </FleetMap>
 */
export function GeofenceEditor({
  area = null,
  shape = 'polygon',
  onChange,
  onError,
  showToolbar = true,
}: GeofenceEditorProps) {
  const labels = useTexts(MAP_OPTION_LABELS);
  const messages = useTexts(MESSAGES);
  /** A drawing error (English, from `@fleetkit/map`) in the widgets' language. */
  const say = (message: string) => sameText(MESSAGES, messages, sameText(MAP_OPTION_LABELS, labels, message));
  const controller = useFleetMap();
  const [drawing, setDrawing] = useState<GeofenceDrawing | null>(null);
  const [current, setCurrent] = useState<GeofenceDrawShape>(shape);
  const [error, setError] = useState<string | null>(null);
  const handlers = useRef({ onChange, onError, say });
  handlers.current = { onChange, onError, say };

  useEffect(() => {
    const map = controller?.map;
    if (!controller || !map) return;
    const instance = new GeofenceDrawing(map, {
      onChange: (wkt) => {
        setError(null);
        handlers.current.onChange?.(wkt);
      },
      onError: (message) => {
        setError(message);
        handlers.current.onError?.(handlers.current.say(message));
      },
    });
    let live = true;
    void instance.start().then(() => {
      if (live) setDrawing(instance);
    });
    // A new base style drops terra-draw's layers: start again with the same shapes.
    const stopStyle = controller.onStyleLoad(() => void instance.start());
    return () => {
      live = false;
      stopStyle();
      instance.dispose();
      setDrawing(null);
    };
  }, [controller]);

  useEffect(() => {
    setCurrent(shape);
  }, [shape]);

  useEffect(() => {
    if (drawing && !area) drawing.drawShape(current);
  }, [drawing, current, area]);

  useEffect(() => {
    if (drawing && area) drawing.load(area);
  }, [drawing, area]);

  return (
    <div className="fleet-geofence-editor" data-ready={drawing ? 'true' : 'false'}>
      {showToolbar && (
        <div className="fleet-geofence-editor-toolbar">
          <ToggleButtonGroup
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[current]}
            onSelectionChange={(keys) => {
              const [next] = [...keys] as GeofenceDrawShape[];
              if (!next) return;
              setCurrent(next);
              drawing?.drawShape(next);
            }}
          >
            <ToggleButton id="circle" className="fleet-map-button">
              {labels.circle}
            </ToggleButton>
            <ToggleButton id="polygon" className="fleet-map-button">
              {labels.polygon}
            </ToggleButton>
          </ToggleButtonGroup>
          <Button className="fleet-map-button" onPress={() => drawing?.clear()}>
            {labels.clear}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="fleet-geofence-editor-error">
          {say(error)}
        </p>
      )}
    </div>
  );
}
