import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState, type MouseEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { Page } from '#shared/schemas/api-responses.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminGet, withQuery, type ListParams } from './admin-api.ts'

export type AdminColumn<T> = { key: string; header: string; render: (row: T) => ReactNode }

/**
 * Every back-office list: a real `<table>` with a caption, one keyset page at a time ("next page" /
 * "first page", the server's cursor), and a CSV link for the same filters. The scroll box is
 * focusable so a keyboard can scroll a wide table at 375 px. Pass the list's API path and filters;
 * `csvPath` is the export route of the same list (its rows stream from the server, all pages).
 */
export function AdminTable<T extends { id: string }>(props: {
  caption: string
  path: string
  params?: ListParams
  columns: AdminColumn<T>[]
  csvPath?: string
  emptyText?: string
  limit?: number
  /**
   * Each row's page: the whole row opens it on a click, while the keyboard and screen readers use
   * the real link a cell holds (the row itself is not a second tab stop).
   */
  rowHref?: (row: T) => string
}) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const captionId = useId()
  const [cursors, setCursors] = useState<string[]>([])
  const [lastParams, setLastParams] = useState(JSON.stringify(props.params ?? {}))
  const paramsKey = JSON.stringify(props.params ?? {})
  if (paramsKey !== lastParams) {
    // new filters start from the first page
    setLastParams(paramsKey)
    setCursors([])
  }
  const cursor = cursors[cursors.length - 1] ?? null
  const query = useQuery({
    queryKey: ['admin', props.path, paramsKey, cursor, lang],
    queryFn: ({ signal }) =>
      adminGet<Page<T>>(props.path, { ...props.params, limit: props.limit ?? 25, cursor }, lang, signal),
    placeholderData: keepPreviousData,
  })
  const page = query.data
  return (
    <div className="admin-table">
      <div className="admin-table__tools">
        {props.csvPath && (
          <a className="button button--secondary" href={withQuery(props.csvPath, { ...props.params, lang })} download>
            {t('table.exportCsv')}
          </a>
        )}
      </div>
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table aria-busy={query.isFetching || undefined}>
          <caption id={captionId}>{props.caption}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <Rows items={page?.items ?? []} columns={props.columns} rowHref={props.rowHref} />
        </table>
      </div>
      <p className="admin-table__state" role="status">
        {query.isError
          ? errorText(query.error, t('table.error'))
          : !page
            ? t('table.loading')
            : page.items.length === 0
              ? (props.emptyText ?? t('table.empty'))
              : ''}
      </p>
      <Pager
        hasPrevious={cursors.length > 0}
        next={query.isFetching ? null : (page?.nextCursor ?? null)}
        onFirst={() => setCursors([])}
        onNext={(next) => setCursors([...cursors, next])}
      />
    </div>
  )
}

/** The table's rows; with `rowHref` each opens its page on a click (see `openRow`). */
function Rows<T extends { id: string }>(props: {
  items: T[]
  columns: AdminColumn<T>[]
  rowHref?: (row: T) => string
}) {
  const navigate = useNavigate()
  const { rowHref } = props
  return (
    <tbody>
      {props.items.map((row) => (
        <tr
          key={row.id}
          className={rowHref ? 'admin-table__row--link' : undefined}
          onClick={rowHref ? (event) => openRow(event, rowHref(row), navigate) : undefined}
        >
          {props.columns.map((column) => (
            <td key={column.key}>{column.render(row)}</td>
          ))}
        </tr>
      ))}
    </tbody>
  )
}

/**
 * A click anywhere on a linked row opens its page, as its link would, except on a control of its
 * own (a link, a button) or when the click ends a text selection (staff copy a plate). A click with
 * Ctrl/⌘ or the middle button opens a new tab.
 */
function openRow(event: MouseEvent<HTMLTableRowElement>, href: string, navigate: (to: string) => void) {
  if ((event.target as Element).closest('a, button, input, select, textarea, summary')) return
  if (window.getSelection()?.toString()) return
  if (event.ctrlKey || event.metaKey || event.button === 1) window.open(href, '_blank', 'noopener')
  else navigate(href)
}

/** First page and next page of a keyset list; `hideWhenAlone` hides it when there is only one page. */
export function Pager(props: {
  hasPrevious: boolean
  next: string | null
  onFirst: () => void
  onNext: (cursor: string) => void
  hideWhenAlone?: boolean
}) {
  const { t } = useTranslation('admin')
  const { next } = props
  if (props.hideWhenAlone && !props.hasPrevious && !next) return null
  return (
    <div className="admin-table__pager">
      <button type="button" className="button button--secondary" disabled={!props.hasPrevious} onClick={props.onFirst}>
        {t('table.firstPage')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={!next}
        onClick={() => next && props.onNext(next)}
      >
        {t('table.nextPage')}
      </button>
    </div>
  )
}

/** A 4xx's own message (already in the page's language: a bad date range says what to fix); anything else the generic text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : fallback
}
