import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCycles, importGraph } from './import-graph.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('import cycles, type imports included', () => {
  it('finds a cycle through a type-only import', () => {
    const graph = new Map([
      ['server/app.ts', ['server/features/me/me.routes.ts']],
      ['server/features/me/me.routes.ts', ['server/app.ts']],
      ['server/main.ts', ['server/app.ts']],
    ])
    expect(findCycles(graph)).toEqual([['server/app.ts', 'server/features/me/me.routes.ts']])
  })

  it('reads type imports as imports', () => {
    const graph = importGraph(ROOT, ['scripts/architecture'])
    expect(graph.get('scripts/architecture/import-cycles.test.ts')).toEqual(['scripts/architecture/import-graph.ts'])
  })

  it('has no file in app/, server/, shared/, e2e/ or scripts/ that imports a file importing it back', () => {
    const graph = importGraph(ROOT, ['app', 'server', 'shared', 'e2e', 'scripts'])
    expect(graph.size).toBeGreaterThan(100)
    expect(findCycles(graph)).toEqual([])
  })
})
