import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runCli } from '#server/cli/cli.ts'

/** `tariffs list` reads only shared/tariffs: no database, so no DATA_DIR. */
describe('npm run cli -- tariffs list', () => {
  let lines: string[]
  let errors: string[]
  const run = (args: string[]) => runCli(['tariffs', 'list', ...args], (line) => lines.push(line))
  beforeEach(() => {
    lines = []
    errors = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk))
      return true
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('prints the tariffs of a city in effect on a day, with sources, and says what is not known', async () => {
    expect(await run(['--city', 'istanbul', '--at', '2026-02-16'])).toBe(0)
    expect(lines).toHaveLength(5)
    expect(lines[0]).toBe('Taxi tariffs in effect on 2026-02-16 (Europe/Istanbul), amounts in lira:')
    expect(lines[2]).toMatch(
      /^Istanbul +yellow +2026-02-16 +65\.40 +43\.56 +210\.00 +544\.45 +Istanbul Metropolitan .*\+20%.*\[unverified\]$/,
    )
    expect(lines[3]).toMatch(/^Istanbul +turquoise +tariff not known yet: new tariff since 2026-02-16/)
    expect(lines[4]).toMatch(/^Istanbul +black +tariff not known yet/)
  })

  it('switches at midnight in Istanbul: the evening before still has the September 2025 rows, the new ones to come', async () => {
    expect(await run(['--city', 'Istanbul', '--at', '2026-02-15T23:59:59+03:00'])).toBe(0)
    expect(lines.slice(2).map((line) => line.split(/ +/).slice(0, 4).join(' '))).toEqual([
      'Istanbul yellow 2025-09-15 54.50',
      'Istanbul turquoise 2025-09-15 62.61',
      'Istanbul black 2025-09-15 92.56',
      'Coming into effect later:',
      'Istanbul yellow 2026-02-16 65.40',
      'Istanbul turquoise 2026-02-16 figures',
      'Istanbul black 2026-02-16 figures',
    ])
  })

  it('lists all 20 cities, and the rows still to come', async () => {
    expect(await run(['--at', '2026-02-20'])).toBe(0)
    const cityLines = lines.slice(2, lines.indexOf('Coming into effect later:'))
    expect(cityLines).toHaveLength(22)
    expect(cityLines.filter((line) => line.endsWith('tariff not known yet'))).toHaveLength(16)
    expect(lines.slice(lines.indexOf('Coming into effect later:') + 1)).toEqual([
      expect.stringMatching(/^Ankara +yellow +2026-03-01 +65\.00 +40\.00 +200\.00 +420\.00$/),
      expect.stringMatching(/^Bursa +yellow +2026-03-15 +52\.00 +45\.00 +150\.00 +345\.00$/),
    ])
  })

  it('exits with 2 and says what it expected on a bad city or date', async () => {
    expect(await run(['--city', 'Atlantis'])).toBe(2)
    expect(errors.join('')).toMatch(/--city.*a city of the spec expected \(Istanbul, Ankara/)
    expect(await run(['--at', '2026-02-30'])).toBe(2)
    expect(await run(['--at', 'yesterday'])).toBe(2)
    expect(errors.join('')).toMatch(
      /--at.*a day such as 2026-03-01 or a time such as 2026-03-01T09:30:00\+03:00 expected/,
    )
    expect(lines).toEqual([])
  })
})
