import jpeg from 'jpeg-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, PUBLIC_URL, randomIp, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, type Person } from '#server/test/lifecycle-kit.ts'
import { withoutMetadata } from './scan-metadata.ts'

/** A TIFF (little-endian) with IFD0 pointing at a GPS IFD: 41°00'30" N, 28°58'45" E, as a phone writes it. */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(96)
  tiff.write('II', 0, 'latin1')
  tiff.writeUInt16LE(42, 2)
  tiff.writeUInt32LE(8, 4) // IFD0 at 8
  tiff.writeUInt16LE(1, 8) // one entry: GPSInfo (0x8825) → the GPS IFD at 26
  tiff.writeUInt16LE(0x8825, 10)
  tiff.writeUInt16LE(4, 12)
  tiff.writeUInt32LE(1, 14)
  tiff.writeUInt32LE(26, 18)
  tiff.writeUInt32LE(0, 22)
  tiff.writeUInt16LE(2, 26) // GPS IFD: latitude ref "N", latitude (3 rationals at 56)
  tiff.writeUInt16LE(1, 28)
  tiff.writeUInt16LE(2, 30)
  tiff.writeUInt32LE(2, 32)
  tiff.write('N\0', 36, 'latin1')
  tiff.writeUInt16LE(2, 40)
  tiff.writeUInt16LE(5, 42)
  tiff.writeUInt32LE(3, 44)
  tiff.writeUInt32LE(56, 48)
  tiff.writeUInt32LE(0, 52)
  for (const [i, [n, d]] of [
    [41, 1],
    [0, 1],
    [30, 1],
  ].entries()) {
    tiff.writeUInt32LE(n!, 56 + i * 8)
    tiff.writeUInt32LE(d!, 60 + i * 8)
  }
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([head, payload])
}

const pixels = { width: 8, height: 6, data: Buffer.alloc(8 * 6 * 4, 0x80) }
const CLEAN_JPEG = jpeg.encode(pixels, 90).data
/** The clean JPEG with an EXIF segment (GPS position), an XMP packet and a comment after its SOI. */
const JPEG_WITH_GPS = Buffer.concat([
  CLEAN_JPEG.subarray(0, 2),
  segment(0xe1, exifWithGps()),
  segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>exif:GPSLatitude</x:xmpmeta>', 'latin1')),
  segment(0xfe, Buffer.from('Taken at Kadıköy', 'utf8')),
  CLEAN_JPEG.subarray(2),
])

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, data, Buffer.alloc(4)]) // the CRC is not read by the stripper
}

describe('scan metadata (issue 30)', () => {
  it('takes EXIF with its GPS position, XMP and comments out of a JPEG; the picture is the same', () => {
    const clean = withoutMetadata(JPEG_WITH_GPS, 'image/jpeg')!
    expect(clean.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false)
    expect(clean.includes(Buffer.from('GPSLatitude', 'latin1'))).toBe(false)
    expect(clean.includes(Buffer.from('Kadıköy'))).toBe(false)
    expect(clean.equals(CLEAN_JPEG)).toBe(true)
    const decoded = jpeg.decode(clean)
    expect([decoded.width, decoded.height]).toEqual([8, 6])
    // nothing to take out: the same buffer back; a broken structure: null
    expect(withoutMetadata(CLEAN_JPEG, 'image/jpeg')).toBe(CLEAN_JPEG)
    expect(withoutMetadata(JPEG_WITH_GPS.subarray(0, 40), 'image/jpeg')).toBeNull()
  })

  it('takes eXIf and text chunks out of a PNG, and EXIF and XMP out of a WebP', () => {
    // a 1×1 PNG: signature, IHDR, IDAT, IEND
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    )
    const iend = png.length - 12
    const tagged = Buffer.concat([
      png.subarray(0, iend),
      pngChunk('eXIf', exifWithGps().subarray(6)),
      pngChunk('tEXt', Buffer.from('Comment\0Taken at Kadikoy', 'latin1')),
      png.subarray(iend),
    ])
    const cleanPng = withoutMetadata(tagged, 'image/png')!
    expect(cleanPng.equals(png)).toBe(true)

    const riff = (chunks: Buffer[]) => {
      const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks])
      const head = Buffer.from('RIFF\0\0\0\0', 'latin1')
      head.writeUInt32LE(body.length, 4)
      return Buffer.concat([head, body])
    }
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8)
      head.write(type, 0, 'latin1')
      head.writeUInt32LE(data.length, 4)
      return Buffer.concat([head, data, Buffer.alloc(data.length % 2)])
    }
    const vp8x = Buffer.alloc(10)
    vp8x[0] = 0x08 | 0x04
    const image = chunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0]))
    const webp = riff([
      chunk('VP8X', vp8x),
      image,
      chunk('EXIF', exifWithGps().subarray(6)),
      chunk('XMP ', Buffer.from('<x/>')),
    ])
    const cleanWebp = withoutMetadata(webp, 'image/webp')!
    expect(cleanWebp).toEqual(riff([chunk('VP8X', Buffer.alloc(10)), image]))
  })
})

describe.each(DIALECTS)('an uploaded photo is stored and served without its position on %s', (dialect) => {
  let ctx: TestContext
  const { call, person } = lifecycleKit(() => ctx)
  let driver: Person
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
    driver = await person('DRIVER', { driver: { isVerified: false } })
  })
  afterAll(async () => ctx?.destroy())

  it('strips the EXIF GPS of a JPEG on upload; what is served still decodes', async () => {
    const doc = { number: 'B-1', issuedOn: '2025-01-10', expiresOn: '2030-01-10' }
    expect((await call('PUT', '/api/v1/me/documents/INSURANCE', driver, doc)).statusCode).toBe(200)
    const sent = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/me/documents/INSURANCE/scan',
      payload: JPEG_WITH_GPS,
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': randomIp(),
        'content-type': 'image/jpeg',
        cookie: driver.cookie,
      },
    })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(json(sent).bytes).toBe(CLEAN_JPEG.length)
    const served = await call('GET', `/api/v1/drivers/${driver.id}/documents/INSURANCE/scan`, driver)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.rawPayload.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false)
    expect(served.rawPayload.includes(Buffer.from('GPSLatitude', 'latin1'))).toBe(false)
    expect(jpeg.decode(served.rawPayload).width).toBe(8)
  })
})
