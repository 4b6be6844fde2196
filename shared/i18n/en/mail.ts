/** E-mails sent by the server. */
export const mail = {
  resetPassword: {
    subject: 'Reset your Durak password',
    greeting: 'Hello {{name}},',
    intro: 'We received a request to reset the password of your Durak account.',
    action: 'Set a new password',
    expires: 'This link expires in {{minutes}} minutes and can be used once.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    signature: 'The Durak team',
  },
} as const
