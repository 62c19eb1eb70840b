/** The sign-in pages: the form, the marketing panel and the legal links (SPEC §1, §2). */
export const AUTH_TEXTS = {
  signIn: 'Sign in',
  signInLead: 'Welcome back. Sign in to follow your fleet.',
  email: 'Email',
  password: 'Password',
  authenticatorCode: 'Authenticator code',
  signingIn: 'Signing in…',
  signInFailed: 'Could not sign in. Check your connection and try again.',
  otherWaysIn: 'Other ways in',
  forgotPassword: 'Forgot password?',
  createAccount: 'Create an account',
  tryDemo: 'Try the demo',
  marketingTitle: 'Your whole fleet, live, in one place.',
  utilizationTitle: 'Maximize asset utilization',
  utilizationText:
    'See where every vehicle is, how long it idles and how far it drives, and put idle assets back to work.',
  devicesTitle: 'Sync with IoT devices',
  devicesText:
    'GPS trackers, ignition sensors and engine relays report in real time over the protocols they already speak.',
  assistanceTitle: 'Swift assistance',
  assistanceText:
    'Live alerts for overspeed, geofence crossings and alarms, and a support team one ticket away.',
  takeItWithYou: 'Take it with you',
  googlePlay: 'Get it on Google Play',
  appStore: 'Download on the App Store',
  legalBefore: 'By continuing you agree to our',
  termsOfService: 'Terms of Service',
  legalBetween: 'and',
  privacyPolicy: 'Privacy Policy',
  legalAfter: '.',
} as const;
