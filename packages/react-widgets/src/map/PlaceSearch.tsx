import { FLY_ZOOM_MARKER_CLICK, MESSAGES, type Place, SEARCH_DEBOUNCE_MS } from '@fleetkit/sdk-core';
import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { useEffect, useState } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import { useOptionalFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { useFleetMap } from './FleetMapContext';

/** Props of {@link PlaceSearch}. */
export interface PlaceSearchProps {
  /** Called with the place the user picked (the map has flown there). @default none */
  onPick?: (place: Place) => void;
  /** Wait after the last keystroke before searching (ms). @default SEARCH_DEBOUNCE_MS (400) */
  debounceMs?: number;
  /** Most places listed. @default 5 */
  limit?: number;
}

/**
 * A place search box on the map (child of `<FleetMap>` inside a `FleetProvider`): asks the server's
 * geocoder (`GET /api2/geocode/search`) as the user types, lists the places, and flies to the one
 * picked, fitting its bounding box when it has one. Picking a place or pressing Escape closes the list;
 * typing opens it again.
 */
export function PlaceSearch({ onPick, debounceMs = SEARCH_DEBOUNCE_MS, limit = 5 }: PlaceSearchProps) {
  const labels = useTexts(MAP_OPTION_LABELS);
  const messages = useTexts(MESSAGES);
  const fleet = useOptionalFleet();
  const controller = useFleetMap();
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<Place[]>([]);
  // The text the places were found for, so an answer with none says so ('No results found.').
  const [answered, setAnswered] = useState<string | null>(null);
  // Only typing searches: the picked place's name in the box must not list places again.
  const [typing, setTyping] = useState(false);
  const client = fleet?.client;

  useEffect(() => {
    const text = query.trim();
    if (!client || text === '' || !typing) {
      setPlaces([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      client.geocode.search(text, limit).then(
        (found) => {
          if (!current) return;
          setPlaces(found);
          setAnswered(text);
        },
        () => {
          if (!current) return;
          setPlaces([]);
          setAnswered(text);
        },
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, query, typing, debounceMs, limit]);

  const pick = (place: Place) => {
    const map = controller?.map;
    const box = place.boundingbox;
    if (map && box && box.length === 4) {
      const [south, north, west, east] = box as [number, number, number, number];
      map.fitBounds(
        [
          [west, south],
          [east, north],
        ],
        { maxZoom: FLY_ZOOM_MARKER_CLICK, padding: 40 },
      );
    } else controller?.flyTo(place.lat, place.lon, FLY_ZOOM_MARKER_CLICK);
    setTyping(false);
    setQuery(place.display_name);
    onPick?.(place);
  };

  // Escape closes the list, from the search box (which also empties itself) or from a listed place.
  const closeOnEscape = (event: { key: string }) => {
    if (event.key === 'Escape') setTyping(false);
  };

  const type = (text: string) => {
    setTyping(true);
    setQuery(text);
  };

  return (
    <div className="fleet-map-search">
      <SearchField aria-label={labels.searchPlaces} value={query} onChange={type} onKeyDown={closeOnEscape}>
        <Input className="fleet-map-search-input" placeholder={labels.searchPlaces} />
      </SearchField>
      {typing && places.length > 0 && (
        <ul className="fleet-map-search-results" aria-label={labels.searchPlaces}>
          {places.map((place) => (
            <li key={`${place.display_name}-${place.lat}-${place.lon}`}>
              <Button
                className="fleet-map-search-result"
                onPress={() => pick(place)}
                onKeyDown={closeOnEscape}
              >
                {place.display_name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {typing && places.length === 0 && answered !== null && answered === query.trim() && (
        <p className="fleet-map-search-results fleet-map-search-empty" role="status">
          {messages.noResults}
        </p>
      )}
    </div>
  );
}
