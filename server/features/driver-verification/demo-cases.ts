import { randomUUID } from 'node:crypto'
import { addDays, istanbulDay } from '#shared/istanbul-days.ts'
import { DOCUMENT_KINDS, type DocumentKind } from '#shared/case-constants.ts'
import type { Db } from '#server/db/database.ts'
import { receiveKvkkRequest } from '#server/features/kvkk-requests/index.ts'
import { createProblemReport } from '#server/features/problem-reports/index.ts'
import { newestRideIdOf } from './demo-cases.queries.ts'
import { setVerification, upsertDocument } from './driver-verification.queries.ts'

/** Days from today until each document expires: the demo shows the 30/14/7-day warnings. */
const DEMO_EXPIRY: Record<DocumentKind, number> = {
  DRIVING_LICENCE: 2400,
  DRIVER_PERMIT: 600,
  VEHICLE_REGISTRATION: 1500,
  INSPECTION: 25,
  INSURANCE: 12,
}

/** Each kind's number prefix, as the papers are known in Turkey: no two documents share a number. */
const NUMBER_PREFIX: Record<DocumentKind, string> = {
  DRIVING_LICENCE: 'EHL',
  DRIVER_PERMIT: 'SRC',
  VEHICLE_REGISTRATION: 'RHS',
  INSPECTION: 'MUA',
  INSURANCE: 'SGR',
}

async function documentsFor(db: Db, driverId: string, today: string, at: string, expiry: Record<DocumentKind, number>) {
  for (const kind of DOCUMENT_KINDS) {
    const number = `${NUMBER_PREFIX[kind]}-${driverId.slice(0, 6).toUpperCase()}`
    await upsertDocument(db, {
      id: randomUUID(),
      driverId,
      kind,
      number,
      issuedOn: addDays(today, -700),
      expiresOn: addDays(today, expiry[kind]),
      status: 'PENDING',
      at,
    })
  }
}

/**
 * Issue 14's demo data: the verified demo driver's documents (insurance and inspection expiring
 * soon), a second driver waiting for verification, an open problem report and a KVKK request.
 */
export async function seedDemoCases(
  db: Db,
  people: { driverId: string; pendingDriverId: string; passengerId: string },
  now: Date,
) {
  const today = istanbulDay(now)
  const at = now.toISOString()
  await documentsFor(db, people.driverId, today, at, DEMO_EXPIRY)
  await setVerification(db, people.driverId, { status: 'VERIFIED', reason: null, at })
  await documentsFor(db, people.pendingDriverId, today, at, { ...DEMO_EXPIRY, INSPECTION: 300, INSURANCE: 200 })
  const rideId = await newestRideIdOf(db, people.passengerId)
  await createProblemReport(
    db,
    {
      reporterId: people.passengerId,
      reporterType: 'PASSENGER',
      category: 'lost_item',
      message: 'Arka koltukta siyah bir şemsiye unuttum.',
      rideId,
    },
    now,
  )
  await receiveKvkkRequest(
    { db },
    {
      kind: 'DELETION',
      email: 'eski.kullanici@example.com',
      firstName: 'Selin',
      lastName: 'Arslan',
      reason: 'Artık uygulamayı kullanmıyorum.',
      userId: null,
    },
    'tr',
    new Date(now.getTime() - 26 * 86_400_000),
  )
}
