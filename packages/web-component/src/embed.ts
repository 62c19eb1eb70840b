// The script-tag bundle (`<script type="module" src="https://fleet.example.com/embed/fleetkit.js">`):
// maplibre's worker sits beside this file and is named explicitly (a bundle cannot be searched for it),
// and elements without `api-base` talk to the server the script came from.
import { configureFleetElements } from './FleetElement';

configureFleetElements({
  workerUrl: new URL('./maplibre-gl-worker.mjs', import.meta.url).href,
  apiBase: new URL('..', import.meta.url).href,
});

export * from './index';

import './define';
