/**
 * The `api.*` messages only the API says (no page shows them by key): the server joins them to its
 * `common` namespace (server/core/i18n.ts), so no page ships them (decision 042).
 */
export const apiErrors = {
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found.',
  emailTaken: 'An account with this email already exists. Sign in or reset your password.',
  phoneTaken:
    'This phone number is already registered to another account. If it is yours, sign in or reset your password.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  storageFull: 'Nothing could be saved: the service has run out of storage space. Please try again in a few minutes.',
  overloaded: 'The service is very busy right now. Please try again in a few seconds.',
  shuttingDown: 'This server is shutting down. Please try again in a moment.',
  crossSite: 'This request came from another site and was refused. Please use the Durak site or app.',
  bodyTooDeep: 'The request is nested too deeply. Please send a simpler request.',
  commonPassword: 'This password is too common and easy to guess. Please choose another one.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large: send at most 64 KB.',
  unsupportedMediaType: 'Please send the request body as JSON (Content-Type: application/json).',
  uriTooLong: 'The request address (URL) is too long.',
  invalidUrl: 'The request address (URL) is not valid.',
  methodNotAllowed: 'This address does not accept this kind of request.',
  invalidCursor: 'This page link is no longer valid. Please start again from the first page.',
}
