/** Why a geofence area text or shape is not usable, with a message a person can act on. */
export class GeofenceAreaError extends Error {
  override readonly name = 'GeofenceAreaError';
  /** The area text that failed to parse, when the error came from parsing. */
  readonly area: string | undefined;

  constructor(message: string, area?: string) {
    super(message);
    this.area = area;
  }
}
