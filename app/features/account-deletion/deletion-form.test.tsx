// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { deletion as en } from '#shared/i18n/en/deletion.ts'
import { deletion as tr } from '#shared/i18n/tr/deletion.ts'
import { DeletionForm } from './deletion-form.tsx'
import { hasBlankField } from './use-deletion-request.ts'

setUpComponentTests('deletion', { en, tr })

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
    const fetch = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ id: '1', reference: 'KVKK-2026-000001', status: 'RECEIVED', createdAt: '', deadline: '2026-04-14' }), { status: 201 }))
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
