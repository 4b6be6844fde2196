import { useEffect } from 'react'
import { viewportOf, type MapView } from './mercator.ts'
import type { RideMapProps } from './map-types.ts'

/** Tells `onViewChange` where the map settled (each view once), when the page asked to know. */
export function useViewReport(
  container: HTMLElement,
  view: MapView,
  latest: { current: { props: Pick<RideMapProps, 'onViewChange'>; view: MapView } },
) {
  useEffect(() => {
    const report = latest.current.props.onViewChange
    if (!report) return
    const size = container.getBoundingClientRect()
    if (size.width <= 0 || size.height <= 0) return
    report(viewportOf(view, size))
  }, [container, view, latest])
}
