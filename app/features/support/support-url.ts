import { SUPPORT_CATEGORIES, type SupportCategory } from '#shared/forms/validation-keys.ts'

export const SUPPORT_TABS = ['faq', 'contact', 'emergency'] as const
export type SupportTab = (typeof SUPPORT_TABS)[number]
export type SupportState = {
  tab: SupportTab
  category: SupportCategory | null
  /** A ride the visitor reports a problem about (the fare check's link); contact tab only. */
  ride?: string
}

/** Ride ids are UUIDs; anything else in `?ride=` is ignored rather than put into a message. */
const RIDE_ID = /^[A-Za-z0-9-]{1,64}$/

function isTab(value: string | null): value is SupportTab {
  return (SUPPORT_TABS as readonly (string | null)[]).includes(value)
}
function isCategory(value: string | null): value is SupportCategory {
  return (SUPPORT_CATEGORIES as readonly (string | null)[]).includes(value)
}

/**
 * The open tab and chosen category from `?tab=…&category=…`. Unknown values fall back to the FAQ;
 * a category alone opens Contact, since only the contact form uses it.
 */
export function readSupportState(params: URLSearchParams): SupportState {
  const tabParam = params.get('tab')
  const categoryParam = params.get('category')
  const category = isCategory(categoryParam) ? categoryParam : null
  const rideParam = params.get('ride')
  const ride = rideParam && RIDE_ID.test(rideParam) ? rideParam : null
  const tab = isTab(tabParam) ? tabParam : category || ride ? 'contact' : 'faq'
  return { tab, category, ...(ride && tab === 'contact' ? { ride } : {}) }
}

/** The query string of a state: `?tab=contact&category=payment`. Category and ride only go with Contact. */
export function supportSearch(state: SupportState): string {
  const params = new URLSearchParams({ tab: state.tab })
  if (state.tab === 'contact' && state.category) params.set('category', state.category)
  if (state.tab === 'contact' && state.ride) params.set('ride', state.ride)
  return `?${params.toString()}`
}

/** The tab a key press moves to (arrows wrap, Home/End jump), or null for other keys. */
export function tabForKey(key: string, current: SupportTab): SupportTab | null {
  const index = SUPPORT_TABS.indexOf(current)
  const last = SUPPORT_TABS.length - 1
  switch (key) {
    case 'ArrowRight':
      return SUPPORT_TABS[index === last ? 0 : index + 1]!
    case 'ArrowLeft':
      return SUPPORT_TABS[index === 0 ? last : index - 1]!
    case 'Home':
      return SUPPORT_TABS[0]!
    case 'End':
      return SUPPORT_TABS[last]!
    default:
      return null
  }
}
