import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

export type ChartBar = { label: string; valueKurus: number; text: string }

/**
 * Chart.js bars of net earnings per week (decision 031), loaded only when the driver overview
 * shows it. The canvas is one focusable image with a summary; arrow keys, Home and End move a
 * highlighted bar whose tooltip shows, and a live region reads the same week and figure.
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
  const canvas = useRef<HTMLCanvasElement>(null)
  const chart = useRef<Chart<'bar'> | null>(null)
  const [active, setActive] = useState<number | null>(null)

  useEffect(() => {
    if (!canvas.current) return
    chart.current = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: bars.map((b) => b.label),
        datasets: [
          {
            data: bars.map((b) => b.valueKurus / 100),
            backgroundColor: '#d99f00',
            hoverBackgroundColor: '#14161a',
            borderRadius: 4,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { callbacks: { label: (item) => bars[item.dataIndex]?.text ?? '' } } },
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => formatTick(Number(value) * 100) } } },
      },
    })
    return () => chart.current?.destroy()
  }, [bars, formatTick])

  const show = (index: number) => {
    setActive(index)
    const c = chart.current
    if (!c) return
    const elements = [{ datasetIndex: 0, index }]
    c.setActiveElements(elements)
    c.tooltip?.setActiveElements(elements, { x: 0, y: 0 })
    c.update()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = bars.length - 1
    const current = active ?? last
    const next = { ArrowRight: Math.min(current + 1, last), ArrowLeft: Math.max(current - 1, 0), Home: 0, End: last }[
      event.key
    ]
    if (next === undefined) return
    event.preventDefault()
    show(next)
  }
  return (
    <>
      <div className="earnings-chart__canvas">
        <canvas
          ref={canvas}
          role="img"
          aria-label={summary}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onFocus={() => show(active ?? bars.length - 1)}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {active === null ? '' : `${bars[active]?.label}: ${bars[active]?.text}`}
      </p>
    </>
  )
}
