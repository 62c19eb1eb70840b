/** The parts of a session user that read-only and command rules depend on (Traccar's user fields). */
export interface SessionUser {
  administrator?: boolean | null;
  readonly?: boolean | null;
  temporary?: boolean | null;
  limitCommands?: boolean | null;
}

/** The parts of the server record that read-only and command rules depend on. */
export interface SessionServer {
  readonly?: boolean | null;
  limitCommands?: boolean | null;
}
