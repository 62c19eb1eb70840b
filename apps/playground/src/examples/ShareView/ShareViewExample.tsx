import { configureFleetElements, defineFleetElements } from '@fleetkit/web-component';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import type { Example } from '../types';

configureFleetElements({ workerUrl });
defineFleetElements();

/** `<fleet-share-view>` in a React page: a fresh 24-hour share link of the chosen vehicle. */
export const shareViewExample: Example = {
  id: 'ShareView',
  title: '<fleet-share-view>',
  controls: [
    { kind: 'vehicle', name: 'vehicleId', label: 'Shared vehicle' },
    { kind: 'select', name: 'theme', label: 'Theme', options: ['light', 'dark'] },
    {
      kind: 'select',
      name: 'mapStyle',
      label: 'Map style',
      options: ['simple', 'satellite', 'terrain', 'classic'],
    },
  ],
  initial: { vehicleId: null, theme: 'light', mapStyle: 'simple' },
  Component: function ShareViewExample({ fleet, props }) {
    const [code, setCode] = useState<string | null>(null);
    const [events, setEvents] = useState<string[]>([]);
    const view = useRef<HTMLElement>(null);
    const vehicleId =
      typeof props.vehicleId === 'number'
        ? props.vehicleId
        : ([...fleet.store.devices.peek().keys()][0] ?? null);

    useEffect(() => {
      if (vehicleId === null) return;
      let current = true;
      fleet.client.vehicles.share(vehicleId, new Date(Date.now() + 24 * 3_600_000)).then(
        ({ url }) => current && setCode(url.split('/short/')[1] ?? null),
        (error: Error) => current && setEvents((was) => [...was, `share failed: ${error.message}`]),
      );
      return () => {
        current = false;
      };
    }, [fleet, vehicleId]);

    // biome-ignore lint/correctness/useExhaustiveDependencies: the element is rendered once a code exists
    useEffect(() => {
      const element = view.current;
      if (!element) return;
      const record = (event: Event) => {
        const detail = (event as CustomEvent<{ message?: string; vehicleId?: number }>).detail;
        setEvents((was) => [...was, `${event.type} ${detail?.message ?? detail?.vehicleId ?? ''}`.trim()]);
      };
      const types = ['fleet-ready', 'fleet-error', 'fleet-vehicle-select'];
      for (const type of types) element.addEventListener(type, record);
      return () => {
        for (const type of types) element.removeEventListener(type, record);
      };
    }, [code]);

    if (vehicleId === null) return <p>No vehicle to share yet.</p>;
    if (!code) return <p>Making a share link…</p>;
    return (
      <div className="playground-share">
        <fleet-share-view
          ref={view}
          code={code}
          theme={String(props.theme)}
          map-style={String(props.mapStyle)}
          style={{ height: 480 }}
        />
        <p>
          The same link on a plain HTML page:{' '}
          <a href={`/plain.html?code=${encodeURIComponent(code)}`}>plain.html</a>
        </p>
        <pre role="log" aria-label="Events">
          {events.join('\n')}
        </pre>
      </div>
    );
  },
};
