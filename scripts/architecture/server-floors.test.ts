import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importGraph } from './import-graph.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * The server's floors, bottom to top (docs/architecture.md, "Floors"): a file imports its own floor
 * or one below, never one above, type imports included. Tests and their harnesses stand outside.
 */
const SERVER_FLOORS: { floor: string; holds: (file: string) => boolean }[] = [
  { floor: 'shared', holds: (file) => file.startsWith('shared/') },
  // the one logger (pino only): every floor logs, the database pool too
  { floor: 'server/core/logger.ts', holds: (file) => file === 'server/core/logger.ts' },
  { floor: 'server/db', holds: (file) => file.startsWith('server/db/') },
  { floor: 'server/core', holds: (file) => file.startsWith('server/core/') },
  // who may do what (decision 081): read by the features, reading core
  { floor: 'server/policy', holds: (file) => file.startsWith('server/policy/') },
  { floor: 'server/events', holds: (file) => file.startsWith('server/events/') },
  { floor: 'server/features', holds: (file) => file.startsWith('server/features/') },
  { floor: 'server (app, api-routes, main, demo, cli)', holds: (file) => file.startsWith('server/') },
]

const isTest = (file: string) => /\.test\.ts$/.test(file) || /^server\/(test|faults|security)\//.test(file)

function floorOf(file: string): number {
  return SERVER_FLOORS.findIndex(({ holds }) => holds(file))
}

/** Every import from a file to a file on a higher floor, as `from → to`. */
function importsUpTheFloors(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([from, targets]) =>
    isTest(from) ? [] : targets.filter((to) => floorOf(to) > floorOf(from)).map((to) => `${from} → ${to}`),
  )
}

describe('server floors', () => {
  it('finds an import running up a floor, a type import too', () => {
    const graph = new Map([
      ['server/db/keyset.ts', ['server/core/http-errors.ts', 'shared/routes.ts']],
      ['server/core/api/register.ts', ['server/features/app-deps.ts']],
      ['server/features/me/me.service.ts', ['server/db/database.ts', 'server/events/event-bus.ts']],
      ['server/features/me/me.test.ts', ['server/app.ts']],
    ])
    expect(importsUpTheFloors(graph)).toEqual([
      'server/db/keyset.ts → server/core/http-errors.ts',
      'server/core/api/register.ts → server/features/app-deps.ts',
    ])
  })

  it('has no server file importing a file on a higher floor', () => {
    const graph = importGraph(ROOT, ['server'])
    expect(graph.size).toBeGreaterThan(300)
    expect(importsUpTheFloors(graph)).toEqual([])
  })
})
