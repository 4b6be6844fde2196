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
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  cityRequired: 'City selection is required',
  emailTaken: 'An account with this email already exists. Sign in or reset your password.',
  phoneTaken:
    'This phone number is already registered to another account. If it is yours, sign in or reset your password.',
  reasonRequired: 'Reason is required',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  categoryRequired: 'Category is required',
  tooLong: 'This field is too long',
  invalid: 'This value is not valid',
  distanceRequired: 'Distance is required',
  distanceInvalid: 'Enter a distance above 0 and up to 500 km, for example 12.5',
  waitingInvalid: 'Enter the waiting time in whole minutes, up to 720',
  tollsInvalid: 'Enter the tolls in lira, up to 10,000, for example 47.50',
  taxiClassInvalid: 'Choose a taxi class',
  dateInvalid: 'Enter the date and time in ISO 8601 form, for example 2026-03-01T09:30:00+03:00',
} as const satisfies Record<ValidationKey, string>
