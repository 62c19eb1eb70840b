import { textGroup } from './textGroup';
import { textTemplate } from './textTemplate';

/**
 * Texts the custom elements of `@fleetkit/web-component` show themselves (`<fleet-share-view>`,
 * `<fleet-live-map>`): what SPEC leaves open for an embedded view (docs/decisions/web-component.md).
 */
export const ELEMENT_TEXTS = /* @__PURE__ */ textGroup('ELEMENT_TEXTS', {
  missingToken: 'This view needs a share link: set the token or code attribute.',
  missingLiveToken: 'This map needs an access token: set the token attribute.',
  shareExpired: 'This share link has expired.',
  shareInvalid: 'This share link is not valid or has been withdrawn.',
  accessDenied: 'The access token is not valid or has expired.',
  noVehicle: 'The shared vehicle is no longer available.',
  unreachable: textTemplate<[apiBase: string]>(
    'Cannot reach the Fleetkit server at {apiBase}. Check the api-base attribute and that the server allows this site.',
  ),
  vehicleNotFound: textTemplate<[id: number]>('No vehicle with id {id} is visible to this token.'),
  loading: 'Loading…',
  sharedUntil: 'Shared until',
} as const);
