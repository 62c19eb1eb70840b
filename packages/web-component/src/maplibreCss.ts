import css from 'maplibre-gl/dist/maplibre-gl.css?inline';

export default css;
