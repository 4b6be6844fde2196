import type { ScanType } from '#shared/schemas/driver-documents.ts'

/**
 * A scan without the metadata a phone writes into its photos (issue 30; decision 070): EXIF (with
 * GPS position, camera, time), XMP, IPTC/Photoshop records and comments. Only the container's
 * metadata segments are dropped; the image data is copied byte for byte, so the picture is the same
 * and still decodes. Returns the input itself when there is nothing to drop (a PDF, a clean image),
 * and null when the structure is broken (the caller refuses the file).
 */
export function withoutMetadata(body: Buffer, type: ScanType): Buffer | null {
  if (type === 'image/jpeg') return jpegWithout(body)
  if (type === 'image/png') return pngWithout(body)
  if (type === 'image/webp') return webpWithout(body)
  return body
}

/**
 * JPEG markers kept before the image data: JFIF/JFXX (APP0), the ICC colour profile (APP2
 * `ICC_PROFILE`) and Adobe's colour transform (APP14), which decoders need. Every other APPn
 * (APP1 EXIF/XMP, APP13 IPTC…) and comments (COM) go.
 */
function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xe0 || marker === 0xee) return true
  if (marker === 0xe2) return payload.subarray(0, 12).toString('latin1') === 'ICC_PROFILE\0'
  return !(marker >= 0xe1 && marker <= 0xef) && marker !== 0xfe
}

function jpegWithout(body: Buffer): Buffer | null {
  if (body.length < 4 || body[0] !== 0xff || body[1] !== 0xd8) return null
  const kept: Buffer[] = [body.subarray(0, 2)]
  let at = 2
  let dropped = false
  while (at + 4 <= body.length) {
    if (body[at] !== 0xff) return null
    const marker = body[at + 1]!
    // fill bytes before a marker
    if (marker === 0xff) {
      at++
      continue
    }
    const length = body.readUInt16BE(at + 2)
    if (length < 2 || at + 2 + length > body.length) return null
    const segment = body.subarray(at, at + 2 + length)
    // start of scan: the entropy-coded image data and everything after it is copied unchanged
    if (marker === 0xda) {
      kept.push(body.subarray(at))
      return dropped ? Buffer.concat(kept) : body
    }
    if (keepJpegSegment(marker, segment.subarray(4))) kept.push(segment)
    else dropped = true
    at += 2 + length
  }
  return null
}

/** PNG chunks that carry metadata: EXIF, text (any of the three kinds) and the modification time. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME'])
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function pngWithout(body: Buffer): Buffer | null {
  if (body.length < 8 || !body.subarray(0, 8).equals(PNG_SIGNATURE)) return null
  const kept: Buffer[] = [PNG_SIGNATURE]
  let at = 8
  let dropped = false
  while (at + 12 <= body.length) {
    const length = body.readUInt32BE(at)
    const type = body.subarray(at + 4, at + 8).toString('latin1')
    const end = at + 12 + length
    if (end > body.length) return null
    if (PNG_METADATA.has(type)) dropped = true
    else kept.push(body.subarray(at, end))
    at = end
    if (type === 'IEND') return dropped ? Buffer.concat(kept) : body
  }
  return null
}

/** WebP (RIFF): the `EXIF` and `XMP ` chunks go, and VP8X's flags no longer announce them. */
function webpWithout(body: Buffer): Buffer | null {
  if (body.length < 12 || body.toString('latin1', 0, 4) !== 'RIFF' || body.toString('latin1', 8, 12) !== 'WEBP')
    return null
  const kept: Buffer[] = []
  let at = 12
  let dropped = false
  while (at + 8 <= body.length) {
    const type = body.toString('latin1', at, at + 4)
    const size = body.readUInt32LE(at + 4)
    // chunks are padded to an even size
    const end = at + 8 + size + (size % 2)
    if (end > body.length) return null
    if (type === 'EXIF' || type === 'XMP ') dropped = true
    else kept.push(body.subarray(at, end))
    at = end
  }
  if (at !== body.length) return null
  if (!dropped) return body
  const chunks = Buffer.concat(kept)
  if (chunks.toString('latin1', 0, 4) === 'VP8X') chunks[8] = chunks[8]! & ~0x0c // the EXIF (0x08) and XMP (0x04) flags
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1')
  header.writeUInt32LE(4 + chunks.length, 4)
  return Buffer.concat([header, chunks])
}
