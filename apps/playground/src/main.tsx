import 'maplibre-gl/dist/maplibre-gl.css';
import '@fleetkit/react-widgets/style.css';
import './playground.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaygroundApp } from './PlaygroundApp';
import { PlaygroundFleet } from './PlaygroundFleet';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <PlaygroundApp fleet={new PlaygroundFleet()} />
  </StrictMode>,
);
