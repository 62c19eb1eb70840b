// The script-tag bundle (`<script type="module" src="https://fleet.example.com/embed/fleetkit.js">`):
// maplibre's worker sits beside this file and is named explicitly (a bundle cannot be searched for it),
// and elements without `api-base` talk to the server the script came from. Both are set before the
// elements are registered, since registering upgrades the elements already on the page.
import { defineFleetElements } from './defineFleetElements';
import { configureFleetElements } from './FleetElement';

configureFleetElements({
  workerUrl: new URL('./maplibre-gl-worker.mjs', import.meta.url).href,
  apiBase: new URL('..', import.meta.url).href,
});
defineFleetElements();

export * from './index';
