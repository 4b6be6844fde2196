import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import type { AlertPage } from '#shared/schemas/operations-alerts.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminGet, type ListParams } from '../admin-api.ts'
import { errorText, Pager } from '../admin-table.tsx'
import { useStaffUser } from '../staff-context.ts'
import { useUrlFilters } from '../url-filters.ts'
import { AlertCard, alertKey, type Drafts } from './alert-card.tsx'
import { ALERT_COUNTS_KEY, ALERT_REFRESH_MS } from './open-alert-count.tsx'

/** The lists the page offers: not closed (the default), taken by me, open only, closed. */
export const ALERT_VIEWS = ['ACTIVE', 'mine', 'OPEN', 'CLOSED'] as const
export type AlertView = (typeof ALERT_VIEWS)[number]

const QUERY_OF: Record<AlertView, ListParams> = {
  ACTIVE: { status: 'ACTIVE' },
  mine: { status: 'TAKEN', takenBy: 'me' },
  OPEN: { status: 'OPEN' },
  CLOSED: { status: 'CLOSED' },
}

const PAGE_SIZE = 20

/**
 * Operations' alert queue (issue 25, decisions 061 and 063): the alerts not yet closed, the one
 * waiting longest on top, each with its ride one click away and Take / Answer / Close in place.
 * The list and its counts refresh every 15 s while the tab is visible; what an operator types
 * lives in the page (by alert), so neither a refresh nor another's change of the list loses it.
 */
export function AlertsPage() {
  const { t } = useTranslation('adminAlerts')
  const { t: ta } = useTranslation('admin')
  const me = useStaffUser()
  const [filters] = useUrlFilters({ view: 'ACTIVE' })
  const view: AlertView = (ALERT_VIEWS as readonly string[]).includes(filters.view!)
    ? (filters.view as AlertView)
    : 'ACTIVE'
  const { query, cursors, setCursors } = useAlertList(view)
  const now = useNow(query.dataUpdatedAt)
  const [drafts, setDrafts] = useDrafts()
  const [outcome, setOutcome] = useState('')
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const viewText = t(`views.${view}`)
  const page = query.data
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      {page && (
        <p className="alerts-summary">
          {t('listTotal', { count: page.total })} · {t('summary', page.counts)}
        </p>
      )}
      <ViewLinks current={view} />
      <p ref={outcomeRef} tabIndex={-1} role="status" className={outcome ? 'alert alert--success' : 'visually-hidden'}>
        {outcome}
      </p>
      <section aria-label={t('listLabel', { view: viewText })} aria-busy={query.isFetching || undefined}>
        {page && page.items.length > 0 && (
          <ol className="alerts-list">
            {page.items.map((alert) => (
              <li key={alertKey(alert)}>
                <AlertCard
                  alert={alert}
                  myId={me.userId}
                  now={now}
                  drafts={drafts}
                  setDrafts={setDrafts}
                  onDone={(text, leaves) => {
                    setOutcome(text)
                    // the card goes from this list: the outcome takes the focus it had
                    if (leaves) requestAnimationFrame(() => outcomeRef.current?.focus())
                  }}
                />
              </li>
            ))}
          </ol>
        )}
        <p className="admin-table__state" role="status">
          {query.isError
            ? errorText(query.error, t('failed'))
            : !page
              ? ta('table.loading')
              : page.items.length === 0
                ? t(`empty.${view}`)
                : ''}
        </p>
      </section>
      <Pager
        hasPrevious={cursors.length > 0}
        next={query.isFetching ? null : (page?.nextCursor ?? null)}
        onFirst={() => setCursors([])}
        onNext={(next) => setCursors([...cursors, next])}
        hideWhenAlone
      />
    </>
  )
}

/** One list of the queue, a keyset page at a time, refreshed every 15 s while the tab is visible. */
function useAlertList(view: AlertView) {
  const lang = useLang()
  const queryClient = useQueryClient()
  const [cursors, setCursors] = useState<string[]>([])
  const [lastView, setLastView] = useState(view)
  if (view !== lastView) {
    // another list starts from its first page
    setLastView(view)
    setCursors([])
  }
  const cursor = cursors.at(-1) ?? null
  const query = useQuery({
    queryKey: ['admin', 'alerts', 'list', view, cursor, lang],
    queryFn: async ({ signal }) => {
      const page = await adminGet<AlertPage>(
        apiPath('/admin/alerts'),
        { ...QUERY_OF[view], limit: PAGE_SIZE, cursor },
        lang,
        signal,
      )
      // the menu's badge takes the counts read with these cards, so the two never disagree
      queryClient.setQueryData([...ALERT_COUNTS_KEY, lang], page.counts)
      return page
    },
    placeholderData: keepPreviousData,
    // back from a ride's page, the list is asked again (the ride may have moved on meanwhile)
    staleTime: 0,
    refetchInterval: ALERT_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  })
  return { query, cursors, setCursors }
}

/** The lists as links (the address keeps the choice: reload, back button, a shared link). */
function ViewLinks({ current }: { current: AlertView }) {
  const { t } = useTranslation('adminAlerts')
  return (
    <nav className="alerts-views" aria-label={t('views.label')}>
      <ul>
        {ALERT_VIEWS.map((v) => (
          <li key={v}>
            <Link to={v === 'ACTIVE' ? '?' : `?view=${v}`} aria-current={v === current ? 'page' : undefined}>
              {t(`views.${v}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const DRAFTS_KEY = 'durak.admin.alertDrafts'

/**
 * What the operator typed, by alert, kept for the tab (sessionStorage): a refresh of the list, a
 * card that moves, a look at the ride's page and back lose nothing. Sent texts are emptied.
 */
function useDrafts(): [Drafts, Dispatch<SetStateAction<Drafts>>] {
  const [drafts, setDrafts] = useState<Drafts>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(DRAFTS_KEY) ?? '{}') as Drafts
    } catch {
      return {}
    }
  })
  useEffect(() => {
    const kept = Object.fromEntries(Object.entries(drafts).filter(([, d]) => d.answer || d.note))
    try {
      if (Object.keys(kept).length) sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(kept))
      else sessionStorage.removeItem(DRAFTS_KEY)
    } catch {
      // storage refused (private mode, full): the drafts live as long as the page
    }
  }, [drafts])
  return [drafts, setDrafts]
}

/** The time the ages are counted to: the moment of the list's last answer, so they move with each refresh. */
function useNow(updatedAt: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => setNow(Date.now()), [updatedAt])
  return now
}
