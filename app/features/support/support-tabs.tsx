import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { SUPPORT_TABS, tabForKey, type SupportTab } from './support-url.ts'

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order (roving tabindex), arrows move
 * and wrap, Home and End jump. Every panel is rendered (hidden when closed) so the prerendered HTML
 * holds all the content.
 */
export function SupportTabs({
  label,
  current,
  labels,
  panels,
  onSelect,
}: {
  label: string
  current: SupportTab
  labels: Record<SupportTab, string>
  panels: Record<SupportTab, ReactNode>
  onSelect: (tab: SupportTab) => void
}) {
  const refs = useRef<Partial<Record<SupportTab, HTMLButtonElement | null>>>({})

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabForKey(event.key, current)
    if (!next) return
    event.preventDefault()
    refs.current[next]?.focus()
    onSelect(next)
  }

  return (
    <div className="support-tabs">
      <div role="tablist" aria-label={label} className="support-tabs__list">
        {SUPPORT_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`support-tab-${tab}`}
            aria-controls={`support-panel-${tab}`}
            aria-selected={tab === current}
            tabIndex={tab === current ? 0 : -1}
            className="support-tabs__tab"
            data-tab={tab}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {SUPPORT_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`support-panel-${tab}`}
          aria-labelledby={`support-tab-${tab}`}
          tabIndex={0}
          hidden={tab !== current}
          className="support-tabs__panel"
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  )
}
