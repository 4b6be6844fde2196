import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_SCAN_BYTES } from '#shared/schemas/driver-documents.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, randomIp, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, type Person } from '#server/test/lifecycle-kit.ts'
import { s3ScanStorage, type ScanStorage } from '#server/core/storage/scan-storage.ts'

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const DOC = { number: 'B-123456', issuedOn: '2025-01-10', expiresOn: '2030-01-10' }

function scanKit(getCtx: () => TestContext) {
  const kit = lifecycleKit(getCtx)
  const upload = (url: string, who: Person | null, body: Buffer, type: string, lang = 'tr') =>
    getCtx().app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': randomIp(),
        'content-type': type,
        'accept-language': lang,
        ...(who ? { cookie: who.cookie } : {}),
      },
    })
  const read = (driverId: string, kind: string, who: Person | null) =>
    kit.call('GET', `/api/v1/drivers/${driverId}/documents/${kind}/scan`, who)
  return { ...kit, upload, read }
}

describe.each(DIALECTS)('scans of drivers’ documents on %s (disk store)', (dialect) => {
  let ctx: TestContext
  const { call, person, upload, read } = scanKit(() => ctx)
  let admin: Person
  let passenger: Person
  let driver: Person
  let other: Person
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    admin = await person('ADMIN')
    passenger = await person('PASSENGER')
    driver = await person('DRIVER', { driver: { isVerified: false } })
    other = await person('DRIVER')
  })
  afterAll(async () => ctx?.destroy())

  it('lets a driver record a document and upload its PDF scan, then read it back, never cached', async () => {
    const recorded = await call('PUT', '/api/v1/me/documents/DRIVING_LICENCE', driver, DOC)
    expect(recorded.statusCode, recorded.body).toBe(200)
    const sent = await upload('/api/v1/me/documents/DRIVING_LICENCE/scan', driver, PDF, 'application/pdf')
    expect(sent.statusCode, sent.body).toBe(200)
    expect(json(sent)).toMatchObject({ contentType: 'application/pdf', bytes: PDF.length })

    const got = await read(driver.id, 'DRIVING_LICENCE', driver)
    expect(got.statusCode).toBe(200)
    expect(got.rawPayload.equals(PDF)).toBe(true)
    expect(got.headers['content-type']).toBe('application/pdf')
    expect(got.headers['cache-control']).toBe('no-store')
    expect(got.headers['x-content-type-options']).toBe('nosniff')
    expect(got.headers['content-disposition']).toBe('inline; filename="driving-licence.pdf"')

    const mine = json(await call('GET', '/api/v1/me/verification', driver))
    expect(mine.documents).toEqual([
      expect.objectContaining({
        kind: 'DRIVING_LICENCE',
        number: DOC.number,
        scan: expect.objectContaining({ contentType: 'application/pdf', url: expect.stringContaining(driver.id) }),
      }),
    ])
  })

  it('accepts a PNG from staff on the driver’s page, replaces the old file, and audits uploads and staff views', async () => {
    const recorded = await call('PUT', `/api/v1/admin/drivers/${driver.id}/documents/VEHICLE_REGISTRATION`, admin, DOC)
    expect(recorded.statusCode, recorded.body).toBe(200)
    const url = `/api/v1/admin/drivers/${driver.id}/documents/VEHICLE_REGISTRATION/scan`
    expect((await upload(url, admin, PDF, 'application/pdf')).statusCode).toBe(200)
    const sent = await upload(url, admin, PNG, 'image/png')
    expect(sent.statusCode, sent.body).toBe(200)

    const got = await read(driver.id, 'VEHICLE_REGISTRATION', admin)
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('image/png')
    expect(got.headers['cache-control']).toBe('no-store')
    expect(got.rawPayload.equals(PNG)).toBe(true)
    // the driver sees the scan staff uploaded for them
    expect((await read(driver.id, 'VEHICLE_REGISTRATION', driver)).statusCode).toBe(200)

    const staffView = json(await call('GET', `/api/v1/admin/drivers/${driver.id}/verification`, admin))
    const registration = staffView.documents.find((d: { kind: string }) => d.kind === 'VEHICLE_REGISTRATION')
    expect(registration.scan).toMatchObject({ contentType: 'image/png', bytes: PNG.length })

    const audit = await ctx.db
      .selectFrom('staff_actions')
      .select(['action', 'actorId'])
      .where('recordId', '=', driver.id)
      .where('action', 'like', 'driver_document.scan%')
      .execute()
    expect(audit.filter((a) => a.action === 'driver_document.scan_upload')).toEqual([
      { action: 'driver_document.scan_upload', actorId: driver.id },
      { action: 'driver_document.scan_upload', actorId: admin.id },
      { action: 'driver_document.scan_upload', actorId: admin.id },
    ])
    // staff's view is audited; the driver's own is not
    expect(audit.filter((a) => a.action === 'driver_document.scan_view')).toEqual([
      { action: 'driver_document.scan_view', actorId: admin.id },
    ])
  })

  it('refuses a file whose content is not its declared type, and types that are not scans', async () => {
    const text = Buffer.from('this is not a picture, only text pretending to be one\n')
    const fake = await upload('/api/v1/me/documents/DRIVING_LICENCE/scan', driver, text, 'image/png', 'en')
    expect(fake.statusCode).toBe(415)
    expect(json(fake).error).toEqual({
      code: 'SCAN_TYPE_MISMATCH',
      message: 'The file must be a PDF, JPEG, PNG or WebP, and its content must match its type.',
    })
    // a real PDF sent as a PNG is refused too
    expect((await upload('/api/v1/me/documents/DRIVING_LICENCE/scan', driver, PDF, 'image/png')).statusCode).toBe(415)
    const html = await upload('/api/v1/me/documents/DRIVING_LICENCE/scan', driver, Buffer.from('<html>'), 'text/html')
    expect(html.statusCode).toBe(415)
    // the stored scan is still the PDF
    expect((await read(driver.id, 'DRIVING_LICENCE', driver)).headers['content-type']).toBe('application/pdf')
  })

  it('refuses a file over 5 MB with 413 in the caller’s language', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_SCAN_BYTES)])
    const tr = await upload('/api/v1/me/documents/DRIVING_LICENCE/scan', driver, big, 'application/pdf')
    expect(tr.statusCode).toBe(413)
    expect(json(tr).error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Dosya 5 MB’tan büyük. Daha küçük bir tarama ya da fotoğraf gönderin.',
    })
    const en = await upload('/api/v1/me/documents/DRIVING_LICENCE/scan', driver, big, 'application/pdf', 'en')
    expect(json(en).error.message).toBe('The file is larger than 5 MB. Send a smaller scan or photo.')
    // exactly 5 MB is allowed
    const edge = Buffer.concat([PDF, Buffer.alloc(MAX_SCAN_BYTES - PDF.length)])
    expect(
      (await upload('/api/v1/me/documents/DRIVING_LICENCE/scan', driver, edge, 'application/pdf')).statusCode,
    ).toBe(200)
    expect((await upload('/api/v1/me/documents/DRIVING_LICENCE/scan', driver, PDF, 'application/pdf')).statusCode).toBe(
      200,
    )
  })

  it('serves a scan only to its driver and to staff: another driver and a passenger 403, signed out 401', async () => {
    expect((await read(driver.id, 'DRIVING_LICENCE', other)).statusCode).toBe(403)
    expect((await read(driver.id, 'DRIVING_LICENCE', passenger)).statusCode).toBe(403)
    expect((await read(driver.id, 'DRIVING_LICENCE', null)).statusCode).toBe(401)
    expect((await read(driver.id, 'DRIVING_LICENCE', admin)).statusCode).toBe(200)
    // a document without a scan
    expect((await read(driver.id, 'INSURANCE', driver)).statusCode).toBe(404)
  })

  it('shows staff the driver’s phone, licence and vehicle, and keeps an approval’s reason in the audit log', async () => {
    const page = json(await call('GET', `/api/v1/admin/drivers/${other.id}/verification`, admin))
    expect(page).toMatchObject({ vehicle: 'Fiat Egea, Sarı', vehiclePlate: expect.stringMatching(/^34 T /) })
    expect(page).toHaveProperty('phone')
    expect(page).toHaveProperty('licenseNumber')
    await ctx.db
      .updateTable('driver_profiles')
      .set({ verificationStatus: 'REJECTED' })
      .where('userId', '=', other.id)
      .execute()
    for (const kind of ['DRIVING_LICENCE', 'DRIVER_PERMIT', 'VEHICLE_REGISTRATION', 'INSPECTION', 'INSURANCE']) {
      const url = `/api/v1/admin/drivers/${other.id}/documents/${kind}`
      expect((await call('PUT', url, admin, DOC)).statusCode).toBe(200)
      // approval needs every document scanned (issue 30)
      expect((await upload(`${url}/scan`, admin, PDF, 'application/pdf')).statusCode).toBe(200)
    }
    const approved = await call('POST', `/api/v1/admin/drivers/${other.id}/approve`, admin, {
      reason: 'Belgeler taramalarla karşılaştırıldı',
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(json(approved)).toMatchObject({ status: 'VERIFIED', reason: null })
    const audit = await ctx.db
      .selectFrom('staff_actions')
      .selectAll()
      .where('recordId', '=', other.id)
      .where('action', '=', 'driver.approve')
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(audit)).toContain('Belgeler taramalarla karşılaştırıldı')
  })

  it('refuses uploads to anyone but the driver or staff, and a scan before the document is recorded', async () => {
    const staffUrl = `/api/v1/admin/drivers/${driver.id}/documents/DRIVING_LICENCE/scan`
    expect((await upload(staffUrl, null, PDF, 'application/pdf')).statusCode).toBe(401)
    expect((await upload(staffUrl, other, PDF, 'application/pdf')).statusCode).toBe(403)
    expect((await upload(staffUrl, passenger, PDF, 'application/pdf')).statusCode).toBe(403)
    expect((await upload('/api/v1/me/documents/INSURANCE/scan', passenger, PDF, 'application/pdf')).statusCode).toBe(
      403,
    )
    expect((await upload('/api/v1/me/documents/INSURANCE/scan', null, PDF, 'application/pdf')).statusCode).toBe(401)
    expect((await call('PUT', '/api/v1/me/documents/INSURANCE', passenger, DOC)).statusCode).toBe(403)
    const fresh = await person('DRIVER')
    const early = await upload('/api/v1/me/documents/INSURANCE/scan', fresh, PDF, 'application/pdf')
    expect(early.statusCode).toBe(409)
    expect(json(early).error.code).toBe('DOCUMENT_NOT_RECORDED')
    // a scan's type on any other route is refused before its body is read
    const elsewhere = await upload('/api/v1/me/favourite-places', driver, PDF, 'application/pdf')
    expect(elsewhere.statusCode).toBe(415)
  })
})

describe('scans in an S3-compatible store (s3rver started by the test)', () => {
  let ctx: TestContext
  let server: S3rver
  let storage: ScanStorage
  let dir: string
  const { call, person, upload, read } = scanKit(() => ctx)
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'durak-s3-'))
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'durak-scans', configs: [] }],
    })
    const { port } = (await server.run()) as { port: number }
    storage = s3ScanStorage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'durak-scans',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    })
    ctx = await createTestContext('sqlite', { now: new Date('2026-03-15T12:00:00Z'), scanStorage: storage })
  })
  afterAll(async () => {
    await ctx?.destroy()
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('stores an upload in the bucket, reads it back to the driver, serves it to staff, and refuses other drivers', async () => {
    const driver = await person('DRIVER')
    const admin = await person('ADMIN')
    const other = await person('DRIVER')
    expect((await call('PUT', '/api/v1/me/documents/INSURANCE', driver, DOC)).statusCode).toBe(200)
    const sent = await upload('/api/v1/me/documents/INSURANCE/scan', driver, PNG, 'image/png')
    expect(sent.statusCode, sent.body).toBe(200)

    const row = await ctx.db
      .selectFrom('driver_documents')
      .select('scanKey')
      .where('driverId', '=', driver.id)
      .where('kind', '=', 'INSURANCE')
      .executeTakeFirstOrThrow()
    expect(row.scanKey).toMatch(/^[0-9a-f]{32}$/)
    expect((await storage.get(row.scanKey!))?.equals(PNG)).toBe(true)

    const own = await read(driver.id, 'INSURANCE', driver)
    expect(own.statusCode).toBe(200)
    expect(own.rawPayload.equals(PNG)).toBe(true)
    const staff = await read(driver.id, 'INSURANCE', admin)
    expect(staff.statusCode).toBe(200)
    expect(staff.headers['cache-control']).toBe('no-store')
    expect(staff.rawPayload.equals(PNG)).toBe(true)
    expect((await read(driver.id, 'INSURANCE', other)).statusCode).toBe(403)

    // a replacement deletes the old object
    const staffUpload = await upload(
      `/api/v1/admin/drivers/${driver.id}/documents/INSURANCE/scan`,
      admin,
      PDF,
      'application/pdf',
    )
    expect(staffUpload.statusCode, staffUpload.body).toBe(200)
    expect(await storage.get(row.scanKey!)).toBeNull()
    expect((await read(driver.id, 'INSURANCE', driver)).rawPayload.equals(PDF)).toBe(true)
  })
})
