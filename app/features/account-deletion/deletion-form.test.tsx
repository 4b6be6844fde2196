// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LangProvider } from '#app/lib/i18n.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { deletion as en } from '#shared/i18n/en/deletion.ts'
import { deletion as tr } from '#shared/i18n/tr/deletion.ts'
import { DeletionForm } from './deletion-form.tsx'
import { hasBlankField } from './use-deletion-request.ts'

setUpComponentTests('deletion', { en, tr })

/** Spec §9's delay, written out here: a changed constant or timer must fail this test. */
const SPEC_CLEAR_MS = 3000

/** With the clock frozen, waits on real turns of the event loop (React's scheduler runs on them) until `done()`. */
async function untilDone(done: () => boolean) {
  for (let turn = 0; turn < 1000 && !done(); turn++) await new Promise((resolve) => setImmediate(resolve))
  expect(done()).toBe(true)
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/en/hesap-silme-talebi']}>
      <DeletionForm />
    </MemoryRouter>,
  )
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email address of your account'), 'ayse@example.com')
  await user.type(screen.getByLabelText('First name'), 'Ayşe')
  await user.type(screen.getByLabelText('Last name'), 'Yılmaz')
  await user.type(screen.getByLabelText(/Reason for deletion/), 'I no longer use taxis.')
}

describe('hasBlankField', () => {
  it('is true when a field is missing or only spaces', () => {
    expect(hasBlankField({ email: 'a@b.co', firstName: ' ', lastName: 'x', reason: 'y' })).toBe(true)
    expect(hasBlankField({ email: 'a@b.co', firstName: 'A', lastName: 'x', reason: 'y' })).toBe(false)
  })
})

describe('DeletionForm', () => {
  it('shows "Please fill in all fields." with a message on every empty field and focuses the first', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please fill in all fields.')
    const email = screen.getByLabelText('Email address of your account')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Email is required')
    expect(document.activeElement).toBe(email)
    expect(screen.getByText('Reason is required')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keeps what was typed and says why when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const user = userEvent.setup()
    renderForm()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cannot reach the server. Check your connection and try again.',
    )
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ayşe')
  })

  it('sends the four fields to the API and shows the confirmation', async () => {
    const fetch = vi.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          id: '1',
          reference: 'KVKK-2026-000001',
          status: 'RECEIVED',
          createdAt: '',
          deadline: '2026-04-14',
        }),
        { status: 201 },
      ),
    )
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderForm()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(
      await screen.findByText(
        'Your account deletion request has been received. We will contact you as soon as possible.',
      ),
    ).toBeTruthy()
    expect(screen.getByText(/Your reference number is KVKK-2026-000001\./)).toBeTruthy()
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/v1/account-deletion-requests')
    expect(JSON.parse(init.body)).toEqual({
      email: 'ayse@example.com',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      reason: 'I no longer use taxis.',
    })
  })
})

describe.each([
  {
    lang: 'en' as const,
    path: '/en/hesap-silme-talebi',
    catalog: en,
    labels: ['Email address of your account', 'First name', 'Last name', 'Reason for deletion'],
    send: 'Send request',
  },
  {
    lang: 'tr' as const,
    path: '/hesap-silme-talebi',
    catalog: tr,
    labels: ['Hesabınızın e-posta adresi', 'Ad', 'Soyad', 'Silme sebebi'],
    send: 'Talebi gönderin',
  },
])("DeletionForm in $lang after the spec's 3000 ms", ({ lang, path, catalog, labels, send }) => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('clears the confirmation and the form at 3000 ms, not before, and keeps the reference number on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({
            id: '1',
            reference: 'KVKK-2026-000042',
            status: 'RECEIVED',
            createdAt: '',
            deadline: '2026-04-14',
          }),
          { status: 201 },
        ),
      ),
    )
    const user = userEvent.setup()
    render(
      <LangProvider lang={lang}>
        <MemoryRouter initialEntries={[path]}>
          <DeletionForm />
        </MemoryRouter>
      </LangProvider>,
    )
    const values = ['ayse@example.com', 'Ayşe', 'Yılmaz', 'Artık kullanmıyorum.']
    for (const [i, label] of labels.entries())
      await user.type(screen.getByLabelText(new RegExp(`^${label}`)), values[i]!)
    // the clock stands still from the click on: the confirmation's timer starts at a known instant
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    fireEvent.click(screen.getByRole('button', { name: send }))
    await untilDone(() => screen.queryByText(catalog.success) !== null && vi.getTimerCount() === 1)
    const reference = catalog.reference.replace('{{reference}}', 'KVKK-2026-000042')
    expect(screen.getByTestId('deletion-reference')).toHaveProperty('textContent', reference)
    act(() => vi.advanceTimersByTime(SPEC_CLEAR_MS - 1))
    expect(screen.queryByText(catalog.success)).not.toBeNull()
    expect((screen.getByLabelText(new RegExp(`^${labels[0]}`)) as HTMLInputElement).value).toBe(values[0])
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText(catalog.success)).toBeNull()
    for (const label of labels)
      expect((screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value).toBe('')
    expect(screen.getByTestId('deletion-reference')).toHaveProperty('textContent', reference)
    expect(screen.getByText(/KVKK-2026-000042/)).toBeTruthy()
  })
})
