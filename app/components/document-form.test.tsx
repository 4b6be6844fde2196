// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { accountRequests as en } from '#shared/i18n/en/account-requests.ts'
import { accountRequests as tr } from '#shared/i18n/tr/account-requests.ts'
import { LangProvider } from '#app/lib/i18n.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { DocumentForm } from './document-form.tsx'

setUpComponentTests('accountRequests', { en, tr })

async function sendAs(byStaff: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  )
  const form = <DocumentForm basePath={(kind) => `/api/v1/test/${kind}`} onSaved={() => {}} byStaff={byStaff} />
  const router = createMemoryRouter([{ path: '/en/x', element: <LangProvider lang="en">{form}</LangProvider> }], {
    initialEntries: ['/en/x'],
  })
  render(<RouterProvider router={router} />)
  const scan = new File([new Uint8Array([137, 80, 78, 71])], 'licence.png', { type: 'image/png' })
  fireEvent.change(screen.getByLabelText(en.ui.documentForm.file, { exact: false }), { target: { files: [scan] } })
  fireEvent.click(screen.getByRole('button', { name: en.ui.documentForm.send }))
  return screen.findByText(/saved|Received/)
}

describe('a document sent with its scan (issue 30, item 16)', () => {
  it('tells staff who recorded it for a driver that it is saved, not that “we” will check “your” document', async () => {
    expect(await sendAs(true)).toHaveTextContent(/^Document saved: /)
    expect(screen.queryByText(/we will check your/)).not.toBeInTheDocument()
  })
  it('tells the driver it was received and will be checked', async () => {
    expect(await sendAs(false)).toHaveTextContent(/^Received: we will check your /)
  })
})
