import { TwoFactorPage } from '#app/features/admin/two-factor-page.tsx'

/** Issue 14: staff enrol TOTP here, and give the code after their password at each sign-in. */
export default function Page() {
  return <TwoFactorPage />
}
