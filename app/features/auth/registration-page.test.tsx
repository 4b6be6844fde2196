// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { auth as en } from '#shared/i18n/en/auth.ts'
import { auth as tr } from '#shared/i18n/tr/auth.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { RegistrationPage } from './registration-page.tsx'

setUpComponentTests('auth', { en, tr })

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/en/passenger-registration']}>
      <Routes>
        <Route path="/en/passenger-registration" element={<RegistrationPage />} />
        <Route path="/en/passenger-login" element={<p>signed-in page</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ayşe')
  await user.type(screen.getByLabelText('Last name'), 'Yılmaz')
  await user.type(screen.getByLabelText('Email'), 'ayse@test.durak')
  await user.type(screen.getByLabelText('Phone number'), '0555 123 45 67')
  await user.type(screen.getByLabelText('Password'), 'secret-1')
  await user.type(screen.getByLabelText('Password (again)'), 'secret-1')
  await user.selectOptions(screen.getByLabelText('City'), 'Ankara')
}

describe('RegistrationPage', () => {
  it('shows each §5 message under its field and clears only the one being edited', async () => {
    const user = renderPage()
    await user.click(screen.getByRole('button', { name: 'Register' }))
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'City selection is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true')
    await user.type(screen.getByLabelText('First name'), 'A')
    expect(screen.queryByText('First name is required')).toBeNull()
    expect(screen.getByText('Last name is required')).toBeTruthy()
  })

  it('toggles the password between hidden and shown with a pressed button', async () => {
    const user = renderPage()
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' })
    expect(toggle!.getAttribute('aria-pressed')).toBe('false')
    await user.click(toggle!)
    expect(toggle!.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text')
  })

  it('disables the submit button in flight and shows the server’s field errors the same way', async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const user = renderPage()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Register' }))
    const busy = await screen.findByRole('button', { name: 'Registering…' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))
    expect(body).toMatchObject({ email: 'ayse@test.durak', phone: '05551234567', city: 'Ankara' })
    answer(
      new Response(
        JSON.stringify({ error: { code: 'EMAIL_TAKEN', message: 'taken', fields: { email: 'emailTaken' } } }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    )
    expect(
      await screen.findByText('An account with this email already exists. Sign in or reset your password.'),
    ).toBeTruthy()
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ayşe')
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('confirms success in a dialog and then goes to the passenger sign-in page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 'u1', email: 'ayse@test.durak', userType: 'PASSENGER' }, { status: 201 })),
    )
    const user = renderPage()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Register' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Registration successful! You can sign in.' })
    expect(dialog).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Go to sign in' }))
    expect(await screen.findByText('signed-in page')).toBeTruthy()
  })
})
