/** The registration and password-reset pages' own text: not loaded by the sign-in pages. */
import { forgot, messages, phoneEntry, reasons, registerSuccess, signIn } from './auth-sign-in.ts'

export const reset = {
  title: 'Set a new password',
  intro: 'Choose a new password for your Durak account.',
  newPassword: 'New password',
  confirmPassword: 'New password (again)',
  passwordHint: 'At least 6 characters.',
  submit: 'Save new password',
  submitting: 'Saving…',
  invalidLinkTitle: 'This link no longer works',
  invalidLink:
    'The password reset link has expired or has already been used. Ask for a new link from the sign-in page.',
  missingToken: 'This page needs the link from the password reset email. Ask for a new link from the sign-in page.',
  requestNewLink: 'Ask for a new link',
} as const

export const register = {
  title: 'Passenger registration',
  intro: 'Create your passenger account. Drivers register in the mobile app.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  phoneHint: 'For example {{example}}',
  password: 'Password',
  passwordHint: 'At least 6 characters.',
  confirmPassword: 'Password (again)',
  city: 'City',
  chooseCity: 'Choose your city',
  noticeBefore: 'How we process your personal data is explained in our ',
  noticeLink: 'privacy notice (Aydınlatma Metni)',
  noticeAfter: '.',
  marketingConsent:
    'I agree to receive marketing messages (SMS and electronic mail) about offers and news. Optional; you can withdraw this at any time.',
  submit: 'Register',
  submitting: 'Registering…',
  haveAccount: 'Already registered?',
  signIn: 'Sign in',
  driverNote: 'Want to drive with Durak?',
  driverLink: 'Driver registration is in the mobile app',
  success: registerSuccess,
  goToSignIn: 'Go to sign in',
  failed: 'An error occurred during registration',
  fixFields: 'Please correct the highlighted fields.',
  tooMany_one: 'Too many registrations from this connection. Please try again in {{count}} minute.',
  tooMany_other: 'Too many registrations from this connection. Please try again in {{count}} minutes.',
} as const

/** What the registration and reset pages register (app/routes). */
export const registrationPageAuth = { signIn, messages, reasons, register, phone: phoneEntry }
export const resetPageAuth = { signIn, forgot, messages, reasons, reset }
