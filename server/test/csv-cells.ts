/** Test helper: a CSV file (RFC 4180, as csv-stringify writes it) read back into rows of cells. */
export function csvCells(text: string, delimiter: string): string[][] {
  const body = text.replace(/^\uFEFF/, '')
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === delimiter) endCell()
    else if (char === '\r' && body[i + 1] === '\n') {
      endCell()
      rows.push(row)
      row = []
      i++
    } else cell += char
  }
  if (cell !== '' || row.length) {
    endCell()
    rows.push(row)
  }
  return rows
}

/** Cells a spreadsheet would run as a formula: text starting with = + - @ tab or CR, not a plain number. */
export function liveFormulaCells(rows: string[][]): string[] {
  return rows
    .flat()
    .filter((cell) => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^-?\d+([.,]\d+)*$/.test(cell))
}
