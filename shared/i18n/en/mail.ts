/** Emails sent by the server. */
export const mail = {
  resetPassword: {
    subject: 'Reset your Durak password',
    greeting: 'Hello {{name}},',
    intro: 'We received a request to reset the password of your Durak account.',
    action: 'Set a new password',
    expires: 'This link expires in {{minutes}} minutes and can be used once.',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
    signature: 'The Durak team',
  },
  accountExists: {
    subject: 'You already have a Durak account',
    greeting: 'Hello {{name}},',
    intro:
      'Someone, perhaps you, tried to register a new Durak account with this e-mail address. You already have an account, so nothing was created.',
    signIn: 'Sign in',
    reset: 'Forgot your password? Reset it from the sign-in page.',
    ignore: 'If it was not you, you can ignore this e-mail: your account has not changed.',
    signature: 'The Durak team',
  },
} as const
