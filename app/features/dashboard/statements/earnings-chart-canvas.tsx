import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import uPlot from 'uplot'

export type ChartBar = { label: string; valueKurus: number; text: string }

const HEIGHT = 280
const BAR = '#d99f00'
const BAR_ACTIVE = '#14161a'
const INK_SOFT = '#4a5160'
const GRID = '#e3e5ea'
// uPlot's BarsPathBuilderFacetUnit.Color and FacetKind.Discrete (const enums, not importable values)
const FACET_COLOR = 3 as uPlot.Series.BarsPathBuilderFacetUnit
const FACET_DISCRETE = 2 as uPlot.Series.BarsPathBuilderFacetKind

/** Wide enough for the longest tick label of an axis, measured with the axis font. */
function axisSize(self: uPlot, values: string[] | null, axisIdx: number): number {
  const axis = self.axes[axisIdx]!
  const font = Array.isArray(axis.font) ? String(axis.font[0]) : String(axis.font ?? '')
  self.ctx.font = font
  const widest = Math.max(0, ...(values ?? []).map((value) => self.ctx.measureText(value).width))
  return Math.ceil(widest / uPlot.pxRatio) + 16
}

/** The uPlot options of the bars; `highlighted` tells which bar is drawn dark, `onHover` the bar under the mouse. */
function chartOptions(
  bars: ChartBar[],
  width: number,
  font: string,
  formatTick: (kurus: number) => string,
  highlighted: () => number | null,
  onHover: (index: number | null) => void,
): uPlot.Options {
  const max = Math.max(1, ...bars.map((b) => b.valueKurus / 100))
  const axisFont = `12px ${font}`
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    cursor: { x: false, y: false, points: { show: false }, drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [-0.5, bars.length - 0.5] },
      // headroom above the highest bar for its tooltip
      y: { range: [0, max * 1.3] },
    },
    axes: [
      {
        font: axisFont,
        stroke: INK_SOFT,
        grid: { show: false },
        ticks: { show: false },
        space: 84,
        // the dates start below the lower half of the value axis's "₺0,00", which is centred on the baseline
        gap: 12,
        size: 36,
        incrs: [1, 2, 3, 4, 6, 12],
        values: (_u, splits) => splits.map((i) => bars[i]?.label ?? ''),
      },
      {
        font: axisFont,
        stroke: INK_SOFT,
        grid: { stroke: GRID, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((v) => formatTick(Math.round(v * 100))),
        size: axisSize,
      },
    ],
    series: [
      {},
      {
        fill: BAR,
        stroke: BAR,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars!({
          size: [0.6, 64],
          radius: 0.12,
          disp: {
            fill: {
              unit: FACET_COLOR,
              kind: FACET_DISCRETE,
              values: (_u, _s, idx0, idx1) =>
                bars.slice(idx0, idx1 + 1).map((_b, i) => (idx0 + i === highlighted() ? BAR_ACTIVE : BAR)),
            },
          },
        }),
      },
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  }
}

/**
 * uPlot bars of net earnings per week (decision 031), loaded only when the driver overview shows
 * it. The chart is one focusable image with a summary; arrow keys, Home and End move a highlighted
 * bar whose tooltip shows, and a live region reads the same week and figure.
 */
export default function EarningsChartCanvas({
  bars,
  summary,
  formatTick,
}: {
  bars: ChartBar[]
  summary: string
  formatTick: (kurus: number) => string
}) {
  const box = useRef<HTMLDivElement>(null)
  const mount = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  const [active, setActive] = useState<number | null>(null)
  const [hover, setHover] = useState<number | null>(null)
  const [focused, setFocused] = useState(false)
  const [, setWidth] = useState(0)
  const shown = hover ?? (focused ? active : null)
  const highlighted = useRef(shown)
  highlighted.current = shown

  useEffect(() => {
    const el = box.current
    if (!el || !mount.current) return
    const font = getComputedStyle(el).fontFamily || 'sans-serif'
    const u = new uPlot(
      chartOptions(bars, el.clientWidth, font, formatTick, () => highlighted.current, setHover),
      [bars.map((_b, i) => i), bars.map((b) => b.valueKurus / 100)],
      mount.current,
    )
    plot.current = u
    const resize = new ResizeObserver(() => {
      u.setSize({ width: el.clientWidth, height: HEIGHT })
      setWidth(el.clientWidth) // the tooltip follows its bar
    })
    resize.observe(el)
    return () => {
      resize.disconnect()
      u.destroy()
      plot.current = null
    }
  }, [bars, formatTick])

  // redraw the bars when the highlighted one changes (the fill colours are rebuilt with the paths)
  useEffect(() => plot.current?.redraw(true), [shown])

  const onKeyDown = (event: KeyboardEvent) => {
    const last = bars.length - 1
    const current = active ?? last
    const next = { ArrowRight: Math.min(current + 1, last), ArrowLeft: Math.max(current - 1, 0), Home: 0, End: last }[
      event.key
    ]
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
  }
  return (
    <>
      <div
        className="earnings-chart__canvas"
        ref={box}
        role="img"
        aria-label={summary}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true)
          setActive(active ?? bars.length - 1)
        }}
        onBlur={() => setFocused(false)}
      >
        <div ref={mount} />
        {shown !== null && plot.current && <Tooltip plot={plot.current} index={shown} bar={bars[shown]} />}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {active === null ? '' : `${bars[active]?.label}: ${bars[active]?.text}`}
      </p>
    </>
  )
}

/** The week and figure over the highlighted bar, kept inside the chart box. */
function Tooltip({ plot, index, bar }: { plot: uPlot; index: number; bar: ChartBar | undefined }) {
  if (!bar) return null
  const left = plot.bbox.left / uPlot.pxRatio + plot.valToPos(index, 'x')
  const top = plot.bbox.top / uPlot.pxRatio + plot.valToPos(bar.valueKurus / 100, 'y')
  const width = plot.width
  const edge = Math.min(Math.max(left, 70), width - 70)
  return (
    <div className="earnings-chart__tooltip" aria-hidden="true" style={{ left: edge, top: Math.max(top - 8, 44) }}>
      <span>{bar.label}</span>
      <strong>{bar.text}</strong>
    </div>
  )
}
