import { geofenceSchema } from '@fleetkit/sdk-core';
import { loadTranslator } from '@fleetkit/sdk-core/i18n';
import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { describe, expect, it } from 'vitest';
import { geofenceCategories } from './geofenceCategories';

const geofence = (id: number, name: string, area: string) => geofenceSchema.parse({ id, name, area });

describe('geofenceCategories', () => {
  it('groups circles and custom shapes, each category once, in order of first appearance', () => {
    const yard = geofence(1, 'Yard', 'POLYGON ((27.7 85.3, 27.71 85.3, 27.71 85.31))');
    const depot = geofence(2, 'Depot', 'CIRCLE (27.7 85.3, 300)');
    const ring = geofence(3, 'Ring Road', 'POLYGON ((27.6 85.2, 27.8 85.2, 27.8 85.4, 27.6 85.4))');
    expect(geofenceCategories([yard, depot, ring])).toEqual([
      { label: 'Custom Shape', geofences: [yard, ring] },
      { label: 'Circle', geofences: [depot] },
    ]);
  });

  it('has no category without geofences', () => {
    expect(geofenceCategories([])).toEqual([]);
  });

  it('names the categories in the language given', async () => {
    const depot = geofence(2, 'Depot', 'CIRCLE (27.7 85.3, 300)');
    const texts = (await loadTranslator('ne')).translate(GEOFENCE_TEXTS);
    expect(geofenceCategories([depot], texts)).toEqual([{ label: 'वृत्त', geofences: [depot] }]);
  });
});
