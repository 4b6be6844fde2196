import type { ValidationKey } from '../../schemas/fields.ts'

/** Spec §5 messages, verbatim. Keys are the messages of the shared zod schemas. */
export const validation = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number (0555 555 55 55)',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  cityRequired: 'City selection is required',
  emailTaken: 'An account with this email already exists. Sign in or reset your password.',
  reasonRequired: 'Reason is required',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  categoryRequired: 'Category is required',
  tooLong: 'This field is too long',
  invalid: 'This value is not valid',
} as const satisfies Record<ValidationKey, string>
