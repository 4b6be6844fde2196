/** The phone sign-in form's text, loaded with the form when the visitor opens it. */
import { register } from './auth-forms.ts'
import { phoneEntry } from './auth-sign-in.ts'

export const phone = {
  ...phoneEntry,
  number: 'Mobile number',
  numberHint: 'For example {{example}}',
  sendCode: 'Send code',
  sending: 'Sending…',
  code: 'SMS code',
  codeHint: 'The 6-digit code we sent to {{phone}}. It works once, for 3 minutes.',
  verify: 'Continue',
  verifying: 'Checking…',
  resend: 'Send a new code',
  changeNumber: 'Change the number',
  codeSent: 'We sent a code to {{phone}}.',
  profileTitle: 'Almost done',
  profileIntro: 'This number is new to Durak. Tell us who you are to finish your passenger account.',
  createAccount: 'Create my account and continue',
  creating: 'Creating your account…',
  or: 'or',
  useEmail: 'Sign in with email and password',
  sms: 'Your Durak code: {{code}}. It works for 3 minutes. Do not share it with anyone.',
  errors: {
    invalidNumber: 'Enter a Turkish mobile number starting with 05, for example {{example}}.',
    invalidCode: 'Enter the 6-digit code from the SMS.',
    wrongCode: 'This code is wrong. Check the SMS and try again.',
    expiredCode: 'This code has expired. Ask for a new code.',
    noCode: 'This code is no longer valid (it expired, was used or was replaced). Ask for a new code.',
    locked: 'Too many wrong codes. This code is locked; ask for a new code.',
    tooManySends_one: 'Too many codes were asked for. Please try again in {{count}} minute.',
    tooManySends_other: 'Too many codes were asked for. Please try again in {{count}} minutes.',
    numberNotVerified:
      'This number belongs to an account registered with an email address and has not been confirmed by SMS. Sign in with your email and password.',
    notPassenger: 'Sign-in by SMS is for passenger accounts. Sign in with your email and password.',
    sendFailed: 'The SMS could not be sent. Please try again in a moment.',
    profileMissing: 'Fill in your first name, last name and city.',
    failed: 'Phone sign-in failed. Please try again.',
  },
} as const

/** What the phone form registers: its profile step asks the registration form's questions. */
export const phoneFormAuth = { phone, register }
