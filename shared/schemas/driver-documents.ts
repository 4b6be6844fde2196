import { MAX_SCAN_BYTES, SCAN_TYPES } from '../case-constants.ts'
import { z } from './zod.ts'

// the browser takes these from case-constants.ts (no zod on its pages); the server may take them here
export { MAX_SCAN_BYTES, SCAN_ACCEPT, SCAN_TYPES, type ScanType } from '../case-constants.ts'

export const DocumentScanSchema = z
  .object({
    contentType: z.enum(SCAN_TYPES),
    bytes: z.number().int(),
    uploadedAt: z.string(),
    url: z.string().meta({ description: 'Where the owner and staff read it (never cached).' }),
  })
  .meta({ id: 'DocumentScan' })
export type DocumentScan = z.infer<typeof DocumentScanSchema>

/** The body of an upload: the file's bytes themselves, with its type as the request's Content-Type. */
export const ScanUploadSchema = z.any().meta({
  description: `The scan's bytes, at most ${MAX_SCAN_BYTES} bytes; Content-Type one of ${SCAN_TYPES.join(', ')}, matching the content.`,
})

/** Where a driver's scan is read. */
export function scanUrl(driverId: string, kind: string): string {
  return `/api/v1/drivers/${encodeURIComponent(driverId)}/documents/${kind}/scan`
}
