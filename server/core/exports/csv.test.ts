import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { csvCells, liveFormulaCells } from '#server/test/csv-cells.ts'
import { countFigure, csvStream, istanbulDateTime, liraFigure, neutralizeFormula, type CsvColumn } from './csv.ts'

/** The file as bytes read (stream/consumers' text() would drop the BOM). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8')

/** Formula starts a user can type (OWASP CSV injection), and the full-width forms some apps fold. */
export const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']

type Row = { note: string; kurus: number }
const columns = (lang: 'tr' | 'en'): CsvColumn<Row>[] => [
  { header: 'note', value: (r) => r.note },
  { header: 'amount', value: (r) => liraFigure(r.kurus, lang) },
]

describe('the one CSV writer', () => {
  it.each(FORMULA_STARTS)('makes a text cell starting with %j inert with a leading apostrophe', (start) => {
    expect(neutralizeFormula(`${start}cmd|' /C calc'!A0`)).toBe(`'${start}cmd|' /C calc'!A0`)
  })

  it('leaves other text as it is', () => {
    for (const ok of ['Kadıköy İskelesi', '34 ABC 12', "'quoted", ' =spaced', 'a=b'])
      expect(neutralizeFormula(ok)).toBe(ok)
  })

  it.each(['tr', 'en'] as const)(
    'writes text inert but a negative amount as a number (%s), and reads back as written',
    async (lang) => {
      const rows = FORMULA_STARTS.map((start, i) => ({ note: `${start}1+1;x,y`, kurus: -17_227 - i }))
      const csv = await text(csvStream(lang, columns(lang), rows))
      const cells = csvCells(csv, lang === 'tr' ? ';' : ',')
      expect(cells).toHaveLength(1 + FORMULA_STARTS.length)
      expect(liveFormulaCells(cells)).toEqual([])
      expect(cells[1]).toEqual([`'=1+1;x,y`, lang === 'tr' ? '-172,27' : '-172.27'])
      expect(cells.slice(1).map((row) => row[0])).toEqual(FORMULA_STARTS.map((start) => `'${start}1+1;x,y`))
    },
  )

  it("is Turkish Excel's format in Turkish: BOM, `;`, decimal comma, CRLF, text with a separator quoted", async () => {
    const csv = await text(
      csvStream('tr', columns('tr'), [{ note: 'Bağdat Cd., Kadıköy', kurus: 21_000 }], () => [
        ['TOPLAM', countFigure(3)],
      ]),
    )
    expect(csv).toBe('\uFEFFnote;amount\r\n"Bağdat Cd., Kadıköy";210,00\r\nTOPLAM;3\r\n')
  })

  it('is English Excel’s in English: `,` and decimal points', async () => {
    const csv = await text(csvStream('en', columns('en'), [{ note: 'a;b', kurus: 21_000 }]))
    expect(csv).toBe('\uFEFFnote,amount\r\n"a;b",210.00\r\n')
  })

  it('gives times in Istanbul: 21:30 UTC on 28 February is 00:30 on 1 March', () => {
    expect(istanbulDateTime('2026-02-28T21:30:00Z', 'tr')).toBe('1 Mar 2026 00:30')
    expect(istanbulDateTime('2026-02-28T21:30:00Z', 'en')).toBe('Mar 1, 2026 00:30')
  })
})
