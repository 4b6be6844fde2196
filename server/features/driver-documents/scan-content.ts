import { fileTypeFromBuffer } from 'file-type'
import { SCAN_TYPES, type ScanType } from '#shared/schemas/driver-documents.ts'

/**
 * The scan's real type, read from its first bytes by file-type (decision 058), when it is one we
 * accept and the type the client declared; null otherwise (a `.png` that is really text, a PDF
 * sent as `image/jpeg`, an SVG or HTML page, anything else).
 */
export async function checkedScanType(body: Buffer, declared: string): Promise<ScanType | null> {
  const found = await fileTypeFromBuffer(body)
  const mime = found?.mime as ScanType | undefined
  if (!mime || !(SCAN_TYPES as readonly string[]).includes(mime)) return null
  return mime === declared ? mime : null
}
