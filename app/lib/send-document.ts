import type { Lang } from '#shared/routes.ts'
import { PAGE_LANG_HEADER } from '#shared/routes.ts'
import { MAX_SCAN_BYTES, SCAN_TYPES } from '#shared/case-constants.ts'
import { apiErrorOf } from '#app/lib/api.ts'

export type SendOutcome = { ok: boolean; text?: string; fields?: Record<string, string> }

/** What is wrong with a chosen file before sending it (the server checks again, by its content). */
export function fileProblem(file: File | null): 'fileRequired' | 'fileTooLarge' | 'fileType' | null {
  if (!file) return 'fileRequired'
  if (file.size > MAX_SCAN_BYTES) return 'fileTooLarge'
  if (!(SCAN_TYPES as readonly string[]).includes(file.type)) return 'fileType'
  return null
}

async function put(url: string, body: BodyInit, contentType: string, lang: Lang): Promise<SendOutcome> {
  const response = await fetch(url, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: {
      'content-type': contentType,
      accept: 'application/json',
      'accept-language': lang,
      [PAGE_LANG_HEADER]: lang,
    },
    body,
  })
  if (response.ok) return { ok: true }
  const error = apiErrorOf(await response.json().catch(() => null))
  return { ok: false, text: error?.message, fields: error?.fields }
}

/**
 * Records a document's number and dates (JSON), then sends its scan as the request body (decision
 * 058); `base` is `/api/v1/me/documents/KIND` or `/api/v1/admin/drivers/ID/documents/KIND`.
 */
export async function sendDocument(
  base: string,
  doc: { number: string; issuedOn: string; expiresOn: string },
  file: File,
  lang: Lang,
): Promise<SendOutcome> {
  const recorded = await put(base, JSON.stringify(doc), 'application/json', lang)
  if (!recorded.ok) return recorded
  return put(`${base}/scan`, file, file.type, lang)
}
