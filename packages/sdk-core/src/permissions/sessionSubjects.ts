/** The parts of a session user that read-only and command rules depend on (Traccar's user fields). */
export interface SessionUser {
  administrator?: boolean | null;
  readonly?: boolean | null;
  temporary?: boolean | null;
  limitCommands?: boolean | null;
  deviceReadonly?: boolean | null;
  /** How many vehicles the user may have; -1 means no limit, 0 none. */
  deviceLimit?: number | null;
}

/** The parts of the server record that read-only and command rules depend on. */
export interface SessionServer {
  readonly?: boolean | null;
  deviceReadonly?: boolean | null;
  limitCommands?: boolean | null;
}
