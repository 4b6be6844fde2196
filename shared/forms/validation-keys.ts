/** The messages of every field check: keys of the `validation` i18n namespace (client and API). */
export const VALIDATION_KEYS = [
  'firstNameRequired',
  'lastNameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordTooCommon',
  'passwordsDoNotMatch',
  'cityRequired',
  'emailTaken',
  'phoneTaken',
  'reasonRequired',
  'nameRequired',
  'messageRequired',
  'categoryRequired',
  'tooLong',
  'invalid',
  'distanceRequired',
  'distanceInvalid',
  'waitingInvalid',
  'tollsInvalid',
  'taxiClassInvalid',
  'dateInvalid',
] as const
export type ValidationKey = (typeof VALIDATION_KEYS)[number]

/** Spec §2 support-centre category tiles, in the spec's order. */
export const SUPPORT_CATEGORIES = ['account', 'booking', 'payment', 'technical', 'driver', 'other'] as const
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]

/** Mail programs and browsers cut very long mailto: links, so the message stays short enough. */
export const SUPPORT_MESSAGE_MAX = 1500
