import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/**
 * The e-mails of an account's life: the sign-up code, the notice to an address that has an account
 * already, and the password reset link. `{duration}` is a length of time in words of the language
 * (`15 minutes`, `१ घण्टा`), written by `Intl`.
 */
export const ACCOUNT_MAIL_TEXTS = /* @__PURE__ */ textGroup('ACCOUNT_MAIL_TEXTS', {
  signUpTaken: {
    subject: 'Someone tried to sign up with your email',
    body: textTemplate<[email: string]>(
      'Someone asked to create a Fleetkit account for {email}, which has an account already. If it was you, sign in, or reset your password from the sign-in page. If not, ignore this message: nothing has changed.',
    ),
  },
  signUpCode: {
    subject: 'Your Fleetkit sign-up code',
    body: textTemplate<[code: string, duration: string]>(
      'Your sign-up code is {code}. It expires in {duration}. If you did not ask for it, ignore this message.',
    ),
  },
  passwordReset: {
    subject: 'Reset your Fleetkit password',
    body: textTemplate<[link: string, duration: string]>(
      'Open this link to choose a new password: {link} It works once, within {duration}. If you did not ask for it, ignore this message: your password stays as it is.',
    ),
  },
} as const);
