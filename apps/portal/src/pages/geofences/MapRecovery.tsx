import { useTexts } from '@fleetkit/react-widgets';
import { GEOFENCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { Component, type ReactNode } from 'react';

interface MapRecoveryProps {
  children: ReactNode;
  /** Called by 'Reload the map', before the map is shown again. */
  onReload(): void;
}

/**
 * Keeps a failure of the map or its drawing tool inside the map's area: the form beside it and what
 * the user entered stay, and 'Reload the map' starts the map again. A boundary for the unexpected
 * only: switching the map's style or the shape while the drawing tool starts is handled by the
 * widget library's drawing itself.
 */
export function MapRecovery(props: MapRecoveryProps) {
  const texts = useTexts(GEOFENCE_PAGE_TEXTS);
  return <MapBoundary {...props} texts={{ mapStopped: texts.mapStopped, reloadMap: texts.reloadMap }} />;
}

class MapBoundary extends Component<
  MapRecoveryProps & { texts: { mapStopped: string; reloadMap: string } },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="fleet-portal-card fleet-portal-query-error" role="alert">
        <p>{this.props.texts.mapStopped}</p>
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--secondary"
          onClick={() => {
            this.props.onReload();
            this.setState({ failed: false });
          }}
        >
          {this.props.texts.reloadMap}
        </button>
      </div>
    );
  }
}
