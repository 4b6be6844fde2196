// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ScannedDocument } from '#shared/schemas/driver-verification.ts'
import { accountRequests as en } from '#shared/i18n/en/account-requests.ts'
import { accountRequests as tr } from '#shared/i18n/tr/account-requests.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { renderAt } from '../../test/render-dashboard.tsx'
import { DocumentsList, documentState } from './documents-list.tsx'

registerNamespace('accountRequests', { en, tr })
afterEach(cleanup)

const KINDS = ['DRIVING_LICENCE', 'DRIVER_PERMIT', 'VEHICLE_REGISTRATION', 'INSPECTION', 'INSURANCE'] as const
const doc = (kind: (typeof KINDS)[number], more: Partial<ScannedDocument> = {}): ScannedDocument => ({
  kind,
  number: `${kind.slice(0, 3)}-34-778812`,
  issuedOn: '2024-05-02',
  expiresOn: '2030-05-02',
  status: 'VALID',
  daysLeft: 1_250,
  scan: null,
  ...more,
})

describe('a driver’s documents on the dashboard (issue 30)', () => {
  it('reads what staff decided for a verified driver, not “Henüz gönderilmedi” for a missing scan', () => {
    renderAt('/driver-dashboard', <DocumentsList documents={KINDS.map((kind) => doc(kind))} />)
    const cards = screen.getAllByRole('listitem')
    expect(cards).toHaveLength(5)
    for (const card of cards) {
      expect(within(card).getByText('Kabul edildi')).toBeVisible()
      expect(within(card).getByText('Tarama yüklenmedi')).toBeVisible()
    }
    expect(screen.queryByText('Henüz gönderilmedi')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Sürücü belgesi', level: 3 })).toBeVisible()
  })

  it('tells an expired, a rejected and a waiting document apart, with the scan’s link', () => {
    renderAt(
      '/en/driver-dashboard',
      <DocumentsList
        documents={[
          doc('INSURANCE', { daysLeft: -3, expiresOn: '2026-11-29' }),
          doc('INSPECTION', { status: 'REJECTED' }),
          doc('DRIVING_LICENCE', {
            status: 'PENDING',
            scan: {
              url: '/api/v1/me/documents/DRIVING_LICENCE/scan',
              contentType: 'image/png',
              bytes: 900,
              uploadedAt: '2026-12-01T10:00:00.000Z',
            },
          }),
        ]}
      />,
    )
    const [insurance, inspection, licence] = screen.getAllByRole('listitem')
    expect(insurance).toHaveTextContent('Expired')
    expect(inspection).toHaveTextContent('Rejected')
    expect(licence).toHaveTextContent('Being checked')
    expect(within(licence!).getByRole('link', { name: 'Open the scan: Driving licence' })).toHaveAttribute(
      'href',
      '/api/v1/me/documents/DRIVING_LICENCE/scan',
    )
  })

  it('puts a lapsed date before any decision, and an unknown status with the waiting ones', () => {
    expect(documentState({ status: 'VALID', daysLeft: -1 })).toBe('EXPIRED')
    expect(documentState({ status: 'VALID', daysLeft: 0 })).toBe('VALID')
    expect(documentState({ status: 'SOMETHING_NEW', daysLeft: 10 })).toBe('PENDING')
  })
})
