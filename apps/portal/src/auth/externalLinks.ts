// Where the auth screens' outside links go. Each can be set at build time (VITE_* variables) for a
// deployment with its own apps and legal pages.

const env = import.meta.env;

export const EXTERNAL_LINKS = {
  playStore: env.VITE_PLAY_STORE_URL || 'https://play.google.com/store/search?q=fleetkit&c=apps',
  appStore: env.VITE_APP_STORE_URL || 'https://www.apple.com/app-store/',
  termsOfService:
    env.VITE_TERMS_URL || 'https://github.com/fleetkit/fleetkit/blob/main/docs/legal/terms-of-service.md',
  privacyPolicy:
    env.VITE_PRIVACY_URL || 'https://github.com/fleetkit/fleetkit/blob/main/docs/legal/privacy-policy.md',
} as const;
