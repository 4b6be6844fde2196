/** better-auth's two-factor endpoints the staff sign-in calls, as plain fetch (decision 008). */
export type TwoFactorCall<T> = { ok: true; data: T } | { ok: false; status: number; code?: string }

async function post<T>(path: string, body: Record<string, unknown>): Promise<TwoFactorCall<T>> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => null)) as (T & { code?: string }) | null
    if (response.ok) return { ok: true, data: json as T }
    return { ok: false, status: response.status, code: json?.code }
  } catch {
    return { ok: false, status: 0, code: 'NETWORK' }
  }
}

/** Start enrolment: the password again; answers the otpauth URI (for the QR code) and backup codes. */
export const enableTwoFactor = (password: string) =>
  post<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password })

/** The authenticator's code: finishes enrolment, or the sign-in after the password. */
export const verifyTotp = (code: string) => post<{ token: string }>('/two-factor/verify-totp', { code })

/** A one-time backup code instead of the authenticator's. */
export const verifyBackupCode = (code: string) => post<{ token: string }>('/two-factor/verify-backup-code', { code })

/** The secret in an `otpauth://` URI, grouped by four for typing. */
export function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? ''
  return secret.replace(/(.{4})/g, '$1 ').trim()
}
