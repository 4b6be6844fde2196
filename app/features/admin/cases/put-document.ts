import type { Lang } from '#shared/routes.ts'
import { PAGE_LANG_HEADER } from '#shared/routes.ts'
import { apiErrorOf } from '#app/lib/api.ts'

/** PUT a driver's document (apiFetch speaks GET and POST only); the outcome as the form shows it. */
export async function putDocument(
  driverId: string,
  doc: { kind: string; number: string; issuedOn: string; expiresOn: string },
  lang: Lang,
  savedText: string,
): Promise<{ ok: boolean; text: string; fields?: Record<string, string> }> {
  const { kind, ...body } = doc
  const response = await fetch(`/api/v1/admin/drivers/${encodeURIComponent(driverId)}/documents/${kind}`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': lang,
      [PAGE_LANG_HEADER]: lang,
    },
    body: JSON.stringify(body),
  })
  if (response.ok) return { ok: true, text: savedText }
  const error = apiErrorOf(await response.json().catch(() => null))
  return { ok: false, text: error?.message ?? response.statusText, fields: error?.fields }
}
