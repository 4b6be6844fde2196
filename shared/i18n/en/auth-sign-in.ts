/** The sign-in pages' text (and what the registration and reset pages share with them). */

export const signIn = {
  title: {
    login: 'Sign in',
    driver: 'Driver sign-in',
    passenger: 'Passenger sign-in',
  },
  intro: {
    login: 'Sign in to see your rides and your account.',
    driver: 'Sign in with your driver account.',
    passenger: 'Sign in with your passenger account.',
  },
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  forgotPassword: 'Forgot your password?',
  backToHome: 'Back to home',
  driverRegistration: 'Become a driver',
  passengerRegistration: 'Register as a passenger',
  driverLogin: 'Driver sign-in',
  passengerLogin: 'Passenger sign-in',
  noAccount: 'No account yet?',
  otherRole: 'Looking for another sign-in?',
  redirecting: 'You are already signed in. Taking you to your panel…',
} as const

export const signedInAs = {
  PASSENGER: 'You are signed in as a passenger.',
  DRIVER: 'You are signed in as a driver.',
  pageIsFor: {
    driver: 'This page is for driver accounts.',
    passenger: 'This page is for passenger accounts.',
  },
  ownPanel: {
    PASSENGER: 'Go to my passenger panel',
    DRIVER: 'Go to my driver panel',
  },
  switchAccount: {
    driver: 'Sign out and sign in as a driver',
    passenger: 'Sign out and sign in as a passenger',
  },
  signingOut: 'Signing out…',
  signedOut: 'You are signed out. Sign in with your {{role}} account.',
  role: { driver: 'driver', passenger: 'passenger' },
} as const

export const forgot = {
  title: 'Reset your password',
  intro: 'Enter the email of your account and we will send you a link to set a new password.',
  submit: 'Send reset link',
  submitting: 'Sending…',
  backToSignIn: 'Back to sign in',
} as const

export const messages = {
  /** Spec §8: 'Giriş başarısız: ' plus the reason. */
  loginFailedWithReason: 'Login failed: {{reason}}',
  loginFailed: 'Login failed.',
  userDataNotFound: 'User data not found',
  unknownUserType: 'User type could not be determined.',
  notDriverAccount: 'This account is not a driver account. Please use the passenger login.',
  notPassengerAccount: 'This account is not a passenger account. Please use the driver login.',
  resetFailedWithReason: 'Password reset failed: {{reason}}',
  resetFailed: 'Password reset failed.',
  resetEmailSent: 'Password reset email sent. Please check your email inbox.',
  passwordChanged: 'Your password has been changed. You can sign in with your new password.',
  tooManySignIns_one: 'Too many sign-in attempts. Please try again in {{count}} minute.',
  tooManySignIns_other: 'Too many sign-in attempts. Please try again in {{count}} minutes.',
  accountDeactivated:
    'Sign-in failed: this account has been deactivated. Contact Durak support if you think this is a mistake.',
  accountLocked_one:
    'This account is temporarily locked after too many failed sign-ins. Try again in {{count}} minute or reset your password.',
  accountLocked_other:
    'This account is temporarily locked after too many failed sign-ins. Try again in {{count}} minutes or reset your password.',
  tooManyResets_one: 'Too many password reset attempts. Please try again in {{count}} minute.',
  tooManyResets_other: 'Too many password reset attempts. Please try again in {{count}} minutes.',
} as const

export const reasons = {
  untrustedOrigin:
    'this address is not accepted for sign-in. Open the site at its own address (the one the server announces) and try again.',
  invalidCredentials: 'the email or password is incorrect.',
  invalidEmail: 'the email address is not valid.',
  network: 'the server cannot be reached. Check your connection and try again.',
  server: 'the server could not complete the request. Please try again.',
  passwordTooShort: 'the password must be at least 6 characters.',
  passwordTooLong: 'the password must be at most 128 characters.',
  passwordTooCommon: 'this password is too common and easy to guess; please choose another one.',
} as const

/** What the sign-in and registration pages show of phone sign-in before it is opened. */
export const phoneEntry = {
  start: 'Continue with an SMS code',
  loading: 'Opening…',
  tab: 'Sign in with your phone',
  intro: 'We send a 6-digit code by SMS. New here? We ask for your name and city once, then you are in.',
} as const

/** Spec §8's message after registration, shown again on the sign-in page it leads to. */
export const registerSuccess = 'Registration successful! You can sign in.'

/** What a sign-in page registers (app/routes): the registration and reset text stay in auth-forms.ts (decision 008). */
export const signInPageAuth = {
  signIn,
  signedInAs,
  forgot,
  messages,
  reasons,
  phone: phoneEntry,
  register: { success: registerSuccess },
}
