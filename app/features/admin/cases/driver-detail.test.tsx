// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { adminCases as en } from '#shared/i18n/en/admin-cases.ts'
import { adminCases as tr } from '#shared/i18n/tr/admin-cases.ts'
import type { StaffDriver } from '#shared/schemas/driver-verification.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { DriverDetail } from './driver-detail.tsx'

setUpComponentTests('adminCases', { en, tr })

// jsdom has no modal dialogs: open and close as a browser does, with its close event
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.open = false
  this.dispatchEvent(new Event('close'))
}

const document = (kind: StaffDriver['documents'][number]['kind'], status: string) => ({
  kind,
  number: `${kind}-1`,
  issuedOn: '2025-01-10',
  expiresOn: '2030-01-10',
  status,
  daysLeft: 1000,
  scan: null,
})

const driver = (status: StaffDriver['status'], documentStatus: string): StaffDriver => ({
  status,
  reason: null,
  suspended: false,
  lapsed: [],
  awaitingReview: [],
  expiringSoon: [],
  documents: [document('DRIVING_LICENCE', documentStatus), document('INSURANCE', documentStatus)],
  driverId: 'd1',
  name: 'Hasan Yıldız',
  email: 'hasan@durak.test',
  phone: null,
  vehiclePlate: '34 TBK 25',
  licenseNumber: null,
  vehicle: null,
  changedAt: null,
})

let current: StaffDriver
const posted: string[] = []
beforeEach(() => {
  posted.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      if (init?.method === 'POST') {
        posted.push(url)
        current = driver('VERIFIED', 'VALID')
        return Response.json(current)
      }
      if (url.includes('/verification')) return Response.json(current)
      return Response.json({ items: [], nextCursor: null })
    }),
  )
})

function renderDetail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <MemoryRouter initialEntries={['/en/admin/drivers?id=d1']}>
      <QueryClientProvider client={client}>
        <DriverDetail id="d1" />
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

describe('the driver page’s decision (issue 30)', () => {
  it('offers the decision while the driver waits, and removes the form once approved', async () => {
    current = driver('PENDING', 'PENDING')
    renderDetail()
    const reason = await screen.findByLabelText('Reason for the decision')
    await userEvent.type(reason, 'Every scan matches its record.')
    await userEvent.click(screen.getByRole('button', { name: 'Approve: verified' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, approve', hidden: true }))
    expect(await screen.findByText(/^Decided: Verified\./)).toBeInTheDocument()
    expect(posted).toEqual(['/api/v1/admin/drivers/d1/approve'])
    expect(screen.getByText('Saved.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Reason for the decision')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve: verified' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument()
  })

  it('shows no form for a rejected driver, and brings it back when a renewed document awaits review', async () => {
    current = driver('REJECTED', 'REJECTED')
    const first = renderDetail()
    expect(await screen.findByText(/^Decided: Rejected\./)).toBeInTheDocument()
    expect(screen.queryByLabelText('Reason for the decision')).not.toBeInTheDocument()
    first.unmount()
    current = { ...driver('VERIFIED', 'VALID'), documents: [document('INSURANCE', 'PENDING')] }
    renderDetail()
    expect(await screen.findByText('A new or renewed document awaits your review.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Approve: verified' })).toBeEnabled()
  })
})
