import { createFleetClient, FleetStore, MESSAGES, TrackingStore } from '@fleetkit/sdk-core';
import { startTestServer, type TestServer } from '@fleetkit/test-server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { PlaceSearch } from './PlaceSearch';

// The search asks the real reference server's geocoder; the client's fetch is the real one, counted,
// so a test can tell when every search the box started has answered.
let server: TestServer;
let cookie: string;
const geocoding = { started: 0, open: 0 };

const countingFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.includes('/geocode/')) return fetch(input, init);
  geocoding.started += 1;
  geocoding.open += 1;
  try {
    return await fetch(input, init);
  } finally {
    geocoding.open -= 1;
  }
};

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ email: 'search@example.com' });
  cookie = (await server.signIn('search@example.com')).cookie;
}, 120_000);
afterAll(async () => server?.close());

function renderSearch(picked: string[]) {
  const client = createFleetClient({
    baseUrl: server.url,
    headers: { Cookie: cookie },
    fetch: countingFetch,
  });
  return render(
    <FleetProvider client={client} store={new FleetStore()} tracking={new TrackingStore()}>
      <PlaceSearch debounceMs={0} onPick={(place) => picked.push(place.display_name)} />
    </FleetProvider>,
  );
}

// testing-library gives up after 1 s; the server's first search loads its gazetteer, which on a busy
// machine takes longer. The deadline is the project's poll deadline.
const SERVER_WAIT = { timeout: 20_000 };

/** Lets a search the box scheduled start (debounce 0: the next macrotask) and waits for its answer. */
async function searchesSettled() {
  // check-tests-ignore: a zero timer set after the box's own runs after it: this waits for that event.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await waitFor(() => expect(geocoding.open).toBe(0), SERVER_WAIT);
}

describe('PlaceSearch against the server', { timeout: 60_000 }, () => {
  it('closes the list after a pick and does not search the picked name again', async () => {
    const user = userEvent.setup({ delay: null });
    const picked: string[] = [];
    renderSearch(picked);
    await user.type(screen.getByRole('searchbox', { name: 'Search places' }), 'pokh');
    await user.click(await screen.findByRole('button', { name: 'Pokhara, Nepal' }, SERVER_WAIT));
    expect(picked).toEqual(['Pokhara, Nepal']);
    expect(screen.getByRole('searchbox', { name: 'Search places' })).toHaveValue('Pokhara, Nepal');
    const searchesBefore = geocoding.started;
    await searchesSettled();
    expect(geocoding.started).toBe(searchesBefore);
    expect(screen.queryByRole('list', { name: 'Search places' })).not.toBeInTheDocument();

    // Typing again lists places again.
    await user.type(screen.getByRole('searchbox', { name: 'Search places' }), 'x');
    await user.clear(screen.getByRole('searchbox', { name: 'Search places' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search places' }), 'pokh');
    expect(await screen.findByRole('button', { name: 'Pokhara, Nepal' }, SERVER_WAIT)).toBeInTheDocument();
  });

  it("says 'No results found.' when the geocoder knows no such place, and not before it answers", async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch([]);
    const box = screen.getByRole('searchbox', { name: 'Search places' });
    expect(screen.queryByText(MESSAGES.noResults)).not.toBeInTheDocument();
    await user.type(box, 'qxzqxz');
    expect(await screen.findByRole('status', {}, SERVER_WAIT)).toHaveTextContent(MESSAGES.noResults);
    expect(screen.queryByRole('list', { name: 'Search places' })).not.toBeInTheDocument();
    // A place it knows replaces the message with the list.
    await user.clear(box);
    await user.type(box, 'pokh');
    expect(await screen.findByRole('button', { name: 'Pokhara, Nepal' }, SERVER_WAIT)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noResults)).not.toBeInTheDocument();
  });

  it('closes the list on Escape, from the search box or from a listed place', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch([]);
    const box = screen.getByRole('searchbox', { name: 'Search places' });
    await user.type(box, 'pokh');
    await screen.findByRole('button', { name: 'Pokhara, Nepal' }, SERVER_WAIT);
    await user.keyboard('{Escape}');
    await searchesSettled();
    expect(screen.queryByRole('list', { name: 'Search places' })).not.toBeInTheDocument();

    await user.type(box, 'pokh');
    const place = await screen.findByRole('button', { name: 'Pokhara, Nepal' }, SERVER_WAIT);
    await user.tab();
    expect(place).toHaveFocus();
    await user.keyboard('{Escape}');
    await searchesSettled();
    expect(screen.queryByRole('list', { name: 'Search places' })).not.toBeInTheDocument();
    expect(box).toHaveValue('pokh');
  });
});
