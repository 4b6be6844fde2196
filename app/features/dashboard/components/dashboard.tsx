import type { ReactNode } from 'react'
import type { Profile } from '#shared/schemas/api-responses.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { QueryProvider } from '#app/lib/query-client.tsx'
import { useMe } from '../api/get-me.ts'
import { DashboardFrame, type PanelUser } from './dashboard-frame.tsx'
import { isProfileBlocked, ProfileBlocked } from './profile-state.tsx'
import { Tabs, useTabParam } from './tabs.tsx'

export type DashboardTab = 'overview' | 'membership' | 'rides' | 'profile'

/** What a tab's panel gets: the profile (undefined while it loads) and a way to open another tab. */
export type TabView<T extends DashboardTab> = { profile: Profile | undefined; selectTab: (tab: T) => void }

type DashboardProps<T extends DashboardTab> = {
  user: PanelUser
  tabs: readonly T[]
  renderTab: (tab: T, view: TabView<T>) => ReactNode
}

/**
 * A user's panel (spec §2) with its own query client: the frame, then the tabs once the profile can
 * be read. The route's clientLoader has already checked who is signed in.
 */
export function Dashboard<T extends DashboardTab>({ user, tabs, renderTab }: DashboardProps<T>) {
  return (
    <QueryProvider>
      <DashboardFrame user={user}>
        <DashboardTabs user={user} tabs={tabs} renderTab={renderTab} />
      </DashboardFrame>
    </QueryProvider>
  )
}

function DashboardTabs<T extends DashboardTab>({ user, tabs, renderTab }: DashboardProps<T>) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const me = useMe(lang, true)
  const [tab, selectTab] = useTabParam(tabs)
  if (isProfileBlocked(me)) return <ProfileBlocked me={me} userType={user.userType} />
  return (
    <Tabs
      tabs={tabs.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      current={tab}
      onSelect={selectTab}
      label={t('header.sections')}
    >
      {renderTab(tab, { profile: me.data, selectTab })}
    </Tabs>
  )
}
