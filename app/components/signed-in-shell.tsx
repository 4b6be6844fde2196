import type { ReactNode } from 'react'
import type { PanelUserType } from '#app/lib/require-user-type.ts'
import { AccountFooter } from './account-footer.tsx'
import { SignedInHeader } from './account-header.tsx'

/**
 * The frame of a full-width page only a signed-in user reaches (booking): the account's header and
 * footer, not the public site's sign-in links. Apart from PageShell so public pages do not carry
 * the log-out code.
 */
export function SignedInShell({ userType, children }: { userType: PanelUserType; children: ReactNode }) {
  return (
    <>
      <SignedInHeader userType={userType} />
      <main id="main" className="page-main page-main--full" tabIndex={-1}>
        {children}
      </main>
      <AccountFooter />
    </>
  )
}
