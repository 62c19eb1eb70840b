import {
  createFleetClient,
  FleetApiError,
  type FleetClient,
  FleetStore,
  LiveSocket,
  liveSocketUrl,
  TrackingStore,
  type User,
} from '@fleetkit/sdk-core';

/**
 * What every example stands on: a client of the server the dev proxy forwards to (same origin, so the
 * session cookie works), a `FleetStore` fed by the live socket, and a `TrackingStore`.
 */
export class PlaygroundFleet {
  readonly client: FleetClient = createFleetClient({ baseUrl: window.location.origin });
  readonly store = new FleetStore();
  readonly tracking = new TrackingStore({ fleet: this.store });
  #live: LiveSocket | null = null;
  #user: User | null = null;

  /** The signed-in user, or null. */
  get user(): User | null {
    return this.#user;
  }

  /** Resumes a session the browser already has; null when there is none. */
  async resume(): Promise<User | null> {
    try {
      return await this.#started(await this.client.session.get());
    } catch (error) {
      if (error instanceof FleetApiError && (error.status === 401 || error.status === 404)) return null;
      throw error;
    }
  }

  /** Signs in with an e-mail and password. */
  async signIn(email: string, password: string): Promise<User> {
    return this.#started(await this.client.session.login(email, password));
  }

  /** Opens a demo session on the demo fleet (the server runs with `demo`). */
  async demo(): Promise<User> {
    return this.#started(await this.client.account.demo());
  }

  async #started(user: User): Promise<User> {
    this.#user = user;
    await this.#reload();
    this.#live?.dispose();
    this.#live = new LiveSocket({
      url: () => liveSocketUrl('/'),
      isSignedIn: () => this.#user !== null,
      refetch: () => this.#reload(),
      store: this.store,
    });
    this.#live.connect();
    return user;
  }

  async #reload(): Promise<void> {
    const [devices, positions] = await Promise.all([
      this.client.devices.list(),
      this.client.positions.list(),
    ]);
    this.store.setDevices(devices);
    this.store.setPositions(positions);
  }
}
