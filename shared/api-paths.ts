/**
 * Where the JSON API lives. The web app and the mobile apps call the same versioned routes, all
 * described by one OpenAPI document; better-auth keeps its own unversioned prefix.
 */
export const API_PREFIX = '/api/v1'
/** better-auth's endpoints: sign-in, sign-out, sessions, password reset. */
export const AUTH_PREFIX = '/api/auth'
/** The human-readable reference of the API (the document itself is `${API_PREFIX}/openapi.json`). */
export const API_DOCS_PATH = '/api/docs'

/** A path of the versioned API: `apiPath('/me')` is `/api/v1/me`. */
export function apiPath<P extends `/${string}`>(path: P): `${typeof API_PREFIX}${P}` {
  return `${API_PREFIX}${path}`
}
