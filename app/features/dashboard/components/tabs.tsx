import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The open tab lives in `?tab=`, so reload, back and a shared link keep it. The first tab is the
 * default and leaves the URL clean.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
): [T, (tab: T, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const current = tabs.find((tab) => tab === raw) ?? tabs[0]!
  const select = (tab: T, options: { replace?: boolean } = {}) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (tab === tabs[0]) next.delete('tab')
        else next.set('tab', tab)
        return next
      },
      { replace: options.replace, preventScrollReset: true },
    )
  }
  return [current, select]
}

/** The tab an arrow, Home or End key moves to (arrows wrap around), or null for any other key. */
function keyTarget(key: string, index: number, last: number): number | null {
  if (key === 'ArrowRight') return index === last ? 0 : index + 1
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1
  if (key === 'Home') return 0
  if (key === 'End') return last
  return null
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. A click adds a
 * history entry (back returns to the previous tab); arrow keys replace it.
 */
export function Tabs<T extends string>({
  tabs,
  current,
  onSelect,
  label,
  children,
}: {
  tabs: readonly { id: T; label: string }[]
  current: T
  onSelect: (tab: T, options?: { replace?: boolean }) => void
  label: string
  children: ReactNode
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>())
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = keyTarget(
      event.key,
      tabs.findIndex((tab) => tab.id === current),
      tabs.length - 1,
    )
    if (target === null) return
    event.preventDefault()
    const tab = tabs[target]!
    onSelect(tab.id, { replace: true })
    refs.current.get(tab.id)?.focus()
  }
  return (
    <>
      <div className="dash-tabs">
        <div className="container">
          <div role="tablist" aria-label={label} className="dash-tabs__list">
            {tabs.map((tab) => {
              const selected = tab.id === current
              return (
                <button
                  key={tab.id}
                  ref={(node) => {
                    if (node) refs.current.set(tab.id, node)
                    else refs.current.delete(tab.id)
                  }}
                  type="button"
                  role="tab"
                  id={`tab-${tab.id}`}
                  aria-selected={selected}
                  aria-controls={selected ? `panel-${tab.id}` : undefined}
                  tabIndex={selected ? 0 : -1}
                  className="dash-tabs__tab"
                  onClick={() => {
                    if (!selected) onSelect(tab.id)
                  }}
                  onKeyDown={onKeyDown}
                >
                  {tab.label}
                </button>
              )
            })}
          </div>
        </div>
      </div>
      <div className="container">
        <div
          role="tabpanel"
          id={`panel-${current}`}
          aria-labelledby={`tab-${current}`}
          tabIndex={0}
          className="dash-panel"
        >
          {children}
        </div>
      </div>
    </>
  )
}
