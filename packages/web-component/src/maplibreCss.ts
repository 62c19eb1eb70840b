import css from 'maplibre-gl/dist/maplibre-gl.css';

export default css;
