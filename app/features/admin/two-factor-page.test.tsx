// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { admin as en } from '#shared/i18n/en/admin.ts'
import { admin as tr } from '#shared/i18n/tr/admin.ts'
import { LangProvider, useLang } from '#app/lib/i18n.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { authClient } from '#app/lib/auth-client.ts'
import type { StaffUser } from './staff-session.ts'
import { verifyTotp } from './two-factor-api.ts'
import { TwoFactorPage } from './two-factor-page.tsx'

const staff: StaffUser = {
  userId: 'u1',
  userType: 'ADMIN',
  firstName: 'A',
  lastName: 'Y',
  email: 'a@durak.test',
  twoFactor: false,
  enrolled: false,
}
let session: StaffUser | null = staff
vi.mock('./staff-session.ts', () => ({ readStaffSession: async () => session }))
vi.mock('./two-factor-api.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  verifyTotp: vi.fn(),
}))
beforeEach(() => {
  session = staff
})

setUpComponentTests('admin', { en, tr })

/** The page in its URL's language, as the app's root gives it. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<InUrlLanguage />} />
      </Routes>
    </MemoryRouter>,
  )
}

function InUrlLanguage() {
  const lang = useLang()
  const { pathname } = useLocation()
  return (
    <LangProvider lang={lang}>
      <TwoFactorPage />
      <output data-testid="path">{pathname}</output>
    </LangProvider>
  )
}

describe('TwoFactorPage', () => {
  it('has the TR | EN switch: by keyboard to Turkish, every text from the Turkish catalog; back to English', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/en/admin/two-factor']}>
        <Routes>
          <Route path="*" element={<InUrlLanguage />} />
        </Routes>
      </MemoryRouter>,
    )
    expect(await screen.findByLabelText(en.twoFactor.password)).toBeVisible()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.twoFactor.title)
    const switcher = screen.getByRole('navigation', { name: 'Language' })
    expect(switcher).toBeVisible()
    const turkish = screen.getByRole('link', { name: 'TR' })
    expect(turkish).toHaveAttribute('href', '/admin/two-factor')
    expect(screen.getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true')

    await user.tab()
    expect(turkish).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/admin\/two-factor$/)
    expect(await screen.findByLabelText(tr.twoFactor.password)).toBeVisible()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(tr.twoFactor.title)
    expect(screen.getByText(tr.twoFactor.enrolLead)).toBeVisible()
    expect(screen.getByRole('button', { name: tr.twoFactor.start })).toBeVisible()
    expect(screen.getByText(new RegExp(tr.title))).toBeVisible()

    await user.click(screen.getByRole('link', { name: 'EN' }))
    expect(await screen.findByRole('button', { name: en.twoFactor.start })).toBeVisible()
  })

  it('says in Turkish that a code was already used, and stays on the code step (issue 22)', async () => {
    session = null
    vi.mocked(verifyTotp).mockResolvedValue({ ok: false, status: 401, code: 'TOTP_CODE_USED' })
    const user = userEvent.setup()
    renderAt('/admin/two-factor')
    await user.type(await screen.findByLabelText(tr.twoFactor.code), '123456')
    await user.click(screen.getByRole('button', { name: tr.twoFactor.verify }))
    expect(await screen.findByRole('alert')).toHaveTextContent(tr.twoFactor.codeUsed)
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/admin\/two-factor$/)
  })

  it('signs out a password-only session of an account enrolled elsewhere and opens the sign-in page', async () => {
    session = { ...staff, enrolled: true }
    const signOut = vi.spyOn(authClient, 'signOut').mockResolvedValue({ data: {}, error: null })
    renderAt('/en/admin/two-factor')
    await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/en\/login$/))
    expect(signOut).toHaveBeenCalled()
  })
})
