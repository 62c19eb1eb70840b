import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

// A sample of the texts SPEC quotes, verbatim; the widgets and the portal show them as they are.
describe('MESSAGES', () => {
  it('holds the screen, session and subscription texts of SPEC verbatim', () => {
    expect(MESSAGES.errorTitle).toBe('Oops Something Went Wrong!');
    expect(MESSAGES.errorBody).toBe(
      'We encountered an unexpected error. Please try refreshing the page or return to home. If this issue continues, please reach out to our support team.',
    );
    expect(MESSAGES.notFoundTitle).toBe('Oops! Page not found!');
    expect(MESSAGES.logoutNote).toBe(
      'Note: This will log you out from the system and clear all the session data.',
    );
    expect(MESSAGES.subscriptionExpiredInfo).toBe(
      'Subscription Expired - Please renew your subscription to track the vehicle.',
    );
    expect(MESSAGES.unauthorized).toBe('Unauthorized!');
  });

  it('holds the validation texts of SPEC §5, with 4 as the file limit (DESIGN.md)', () => {
    expect(MESSAGES.documentNeedsOneField).toBe('At least one of the fields must be filled');
    expect(MESSAGES.invalidPolygon).toBe('Invalid polygon');
    expect(MESSAGES.tooManyFiles).toBe('Cannot upload more than 4 files');
  });

  it('holds the toasts and empty states of SPEC §8', () => {
    expect(MESSAGES.connectionCreating).toBe('Creating connection...');
    expect(MESSAGES.linkCopied).toBe('Link copied to clipboard!');
    expect(MESSAGES.locationDisabled).toBe(
      'Location services are disabled. Please enable them in your browser settings.',
    );
    expect(MESSAGES.noResults).toBe('No results found.');
    expect(MESSAGES.noGeofence).toBe('No Geofence Created yet!');
    expect(MESSAGES.noNotifications).toBe('No notifications available');
    expect(MESSAGES.noNotificationsHint).toBe('You will be notified when there are new notifications');
  });

  it('has no empty or padded text', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text.trim(), key).toBe(text);
      expect(text.length, key).toBeGreaterThan(0);
    }
  });
});
