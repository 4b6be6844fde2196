/**
 * How SQLite and PostgreSQL word the refusal of a row that breaks a constraint, so a test names the
 * constraint it expects and fails on any other error (a typo in the test's own SQL included).
 */

/** A CHECK on `column`: SQLite names the column or quotes the expression, PostgreSQL names `<table>_<column>_check`. */
export const checkViolation = (column: string) =>
  new RegExp(`CHECK constraint failed: .*\\b${column}\\b|violates check constraint "\\w*_${column}_check"`)

/** A NOT NULL on `table.column`. */
export const notNullViolation = (table: string, column: string) =>
  new RegExp(`NOT NULL constraint failed: ${table}\\.${column}|null value in column "${column}" of relation "${table}"`)

/** The unique index `index` over `table.column`, …: SQLite names the columns, PostgreSQL the index. */
export const uniqueViolation = (index: string, table: string, columns: string[]) =>
  new RegExp(
    `UNIQUE constraint failed: ${columns.map((column) => `${table}\\.${column}`).join(', ')}|duplicate key value violates unique constraint "${index}"`,
  )
