import { createFleetClient, FleetStore, TrackingStore } from '@fleetkit/sdk-core';
import { catalogueLoaders, loadTranslator, Translator } from '@fleetkit/sdk-core/i18n';
import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FleetProvider } from './FleetContext';
import { FleetLanguageProvider, useLocale, useTexts } from './FleetLanguage';

// The widgets here only read their language; the client is never called.
const client = createFleetClient({ baseUrl: 'http://127.0.0.1:9' });

function Pager() {
  const texts = useTexts(GEOFENCE_TEXTS);
  return (
    <p lang={useLocale()}>
      {texts.addGeofence} · {texts.page(2, 5)}
    </p>
  );
}

describe('the widgets’ language', () => {
  it('is English, the label groups as they are, without a language set', () => {
    render(
      <FleetProvider client={client} store={new FleetStore()} tracking={new TrackingStore()}>
        <Pager />
      </FleetProvider>,
    );
    expect(screen.getByText('Add Geofence · Page 2 of 5')).toHaveAttribute('lang', 'en');
  });

  it('is Nepali with Devanagari digits under locale="ne", rendered only once its catalogue is in', async () => {
    render(
      <FleetProvider
        client={client}
        store={new FleetStore()}
        tracking={new TrackingStore()}
        locale="ne"
        digits="deva"
      >
        <Pager />
      </FleetProvider>,
    );
    // Nothing in English while the catalogue loads.
    expect(screen.queryByText(/Add Geofence/)).toBeNull();
    expect(await screen.findByText('जियोफेन्स थप्नुहोस् · ५ मध्ये पृष्ठ २')).toHaveAttribute('lang', 'ne');
  });

  it('follows a translator the host loaded, and reaches providers nested without a language', async () => {
    const translator = await loadTranslator('ne');
    render(
      <FleetLanguageProvider translator={translator}>
        <FleetProvider client={client} store={new FleetStore()} tracking={new TrackingStore()}>
          <Pager />
        </FleetProvider>
      </FleetLanguageProvider>,
    );
    expect(screen.getByText('जियोफेन्स थप्नुहोस् · 5 मध्ये पृष्ठ 2')).toBeInTheDocument();
  });

  it('fetches a group a translator loads on demand, and shows it in that language once it is in', async () => {
    const translator = new Translator({ locale: 'ne', loaders: catalogueLoaders('ne'), digits: 'deva' });
    render(
      <FleetLanguageProvider translator={translator}>
        <Pager />
      </FleetLanguageProvider>,
    );
    expect(translator.has(GEOFENCE_TEXTS)).toBe(false);
    expect(await screen.findByText('जियोफेन्स थप्नुहोस् · ५ मध्ये पृष्ठ २')).toHaveAttribute('lang', 'ne');
    expect(translator.has(GEOFENCE_TEXTS)).toBe(true);
  });
});
