import { spread, type Load, type Sample, type Spread } from './measure.ts'

export type Target = {
  name: string
  product: Load
  /** json: same answer from memory; sql: same SELECTs prepared once; static: plain node:http. */
  references: Partial<Record<'json' | 'sql' | 'static', Load>>
  fixedRate?: number
}

export type TargetSummary = {
  name: string
  requestsPerSecond: Spread
  p50Ms: Spread
  p99Ms: Spread
  errors: number
  rssMaxMb: number | null
  references: Record<string, { requestsPerSecond: Spread; ratio: Spread }>
  /** Paced (runPaced); `burstP99Ms` is autocannon's `overallRate` run of the same rate, for comparison. */
  fixedRate: {
    rate: number
    requestsPerSecond: Spread
    p50Ms: Spread
    p99Ms: Spread
    errors: number
    rssMaxMb: number | null
    burstP99Ms: Spread | null
  } | null
}

/** Sample kinds of the fixed-rate runs. */
export const pacedKind = (rate: number) => `product @${rate}/s`
export const burstKind = (rate: number) => `product @${rate}/s autocannon`

const maxRss = (samples: Sample[]) =>
  samples.reduce<number | null>((max, s) => (s.rssMb === null ? max : Math.max(max ?? 0, s.rssMb)), null)

/** Medians with min–max over the rounds; ratios are taken round by round, then summarised. */
export function summarise(targets: Target[], samples: Record<string, Record<string, Sample[]>>): TargetSummary[] {
  return targets.map((target) => {
    const runs = samples[target.name] ?? {}
    const product = runs.product ?? []
    const fixed = target.fixedRate ? (runs[pacedKind(target.fixedRate)] ?? []) : []
    const burst = target.fixedRate ? (runs[burstKind(target.fixedRate)] ?? []) : []
    return {
      name: target.name,
      requestsPerSecond: spread(product.map((s) => s.requestsPerSecond)),
      p50Ms: spread(product.map((s) => s.p50Ms)),
      p99Ms: spread(product.map((s) => s.p99Ms)),
      errors: product.reduce((sum, s) => sum + s.errors, 0),
      rssMaxMb: maxRss(product),
      references: Object.fromEntries(
        Object.keys(target.references).map((kind) => {
          const reference = runs[kind] ?? []
          return [
            kind,
            {
              requestsPerSecond: spread(reference.map((s) => s.requestsPerSecond)),
              ratio: spread(
                product.map((s, i) => s.requestsPerSecond / (reference[i]?.requestsPerSecond || Number.NaN)),
              ),
            },
          ]
        }),
      ),
      fixedRate: fixed.length
        ? {
            rate: target.fixedRate!,
            requestsPerSecond: spread(fixed.map((s) => s.requestsPerSecond)),
            p50Ms: spread(fixed.map((s) => s.p50Ms)),
            p99Ms: spread(fixed.map((s) => s.p99Ms)),
            errors: fixed.reduce((sum, s) => sum + s.errors, 0),
            rssMaxMb: maxRss([...fixed, ...burst]),
            burstP99Ms: burst.length ? spread(burst.map((s) => s.p99Ms)) : null,
          }
        : null,
    }
  })
}

const n = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(value >= 10 ? 1 : 2)
const range = (s: Spread) => (s.min === s.max ? n(s.median) : `${n(s.median)} (${n(s.min)}–${n(s.max)})`)
const ratio = (s: Spread) =>
  s.min === s.max ? `${s.median.toFixed(2)}×` : `${s.median.toFixed(2)}× (${s.min.toFixed(2)}–${s.max.toFixed(2)})`

/** A Markdown table (pasted into a docs/performance-history/ file as is). */
export function printTable(summary: TargetSummary[]) {
  const rows = [
    [
      'endpoint',
      'req/s -c 20',
      'p50 ms',
      'p99 ms',
      'errors',
      'RSS MB',
      '× memory JSON',
      '× same SQL',
      '× static',
      'fixed rate (paced): req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'autocannon -R: p99 ms',
    ],
  ]
  for (const s of summary) {
    const ref = (kind: string) => (s.references[kind] ? ratio(s.references[kind].ratio) : '')
    rows.push([
      s.name,
      range(s.requestsPerSecond),
      range(s.p50Ms),
      range(s.p99Ms),
      String(s.errors),
      s.rssMaxMb === null ? '' : String(Math.round(Math.max(s.rssMaxMb, s.fixedRate?.rssMaxMb ?? 0))),
      ref('json'),
      ref('sql'),
      ref('static'),
      s.fixedRate ? `${range(s.fixedRate.requestsPerSecond)} of ${s.fixedRate.rate}` : '',
      s.fixedRate ? range(s.fixedRate.p50Ms) : '',
      s.fixedRate ? range(s.fixedRate.p99Ms) : '',
      s.fixedRate ? String(s.fixedRate.errors) : '',
      s.fixedRate?.burstP99Ms ? range(s.fixedRate.burstP99Ms) : '',
    ])
  }
  console.log(
    rows.map((row, i) => `| ${row.join(' | ')} |${i === 0 ? `\n|${row.map(() => '---').join('|')}|` : ''}`).join('\n'),
  )
  const references = summary.flatMap((s) =>
    Object.entries(s.references).map(([kind, r]) => `${s.name} · ${kind}: ${range(r.requestsPerSecond)} req/s`),
  )
  console.log(`\nReferences (req/s at -c 20):\n${references.join('\n')}`)
}
