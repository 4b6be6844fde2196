import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(relative) : /\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

/** File names worn by more than one server file; every feature's public face is its `index.ts`. */
function sharedNames(files: string[]): string[] {
  const seen = new Map<string, string[]>()
  for (const file of files.filter((file) => path.basename(file) !== 'index.ts'))
    seen.set(path.basename(file), [...(seen.get(path.basename(file)) ?? []), file])
  return [...seen].filter(([, paths]) => paths.length > 1).map(([name, paths]) => `${name}: ${paths.join(', ')}`)
}

/**
 * A routes file is named by the resource it serves: every word of its name (a plural read as its
 * singular, a word as its first six letters) is in one of the paths or operation ids it declares.
 */
function misnamedRoutes(name: string, source: string): string[] {
  const served = [...source.matchAll(/(?:apiPath\(|path: |operationId: )'([^']+)'/g)]
    .map((match) => match[1]!.toLowerCase().replace(/[^a-z]/g, ''))
    .join(' ')
  return name
    .replace(/\.routes\.ts$/, '')
    .split('-')
    .filter((word) => !served.includes(word.replace(/s$/, '').slice(0, 6)))
}

describe('server file names', () => {
  const files = filesUnder('server')

  it('finds two files sharing a name, and a routes file named by no resource it serves', () => {
    expect(
      sharedNames(['server/a/rides.routes.ts', 'server/b/rides.routes.ts', 'server/a/index.ts', 'server/b/index.ts']),
    ).toEqual(['rides.routes.ts: server/a/rides.routes.ts, server/b/rides.routes.ts'])
    expect(misnamedRoutes('rides.routes.ts', "path: apiPath('/admin/drivers'), operationId: 'listDrivers'")).toEqual([
      'rides',
    ])
    expect(misnamedRoutes('admin-rides.routes.ts', "path: apiPath('/admin/rides/:rideId')")).toEqual([])
  })

  it('has no two server files sharing a name', () => {
    expect(files.length).toBeGreaterThan(300)
    expect(sharedNames(files)).toEqual([])
  })

  it('names every routes file by the resource it serves', () => {
    const routes = files.filter((file) => file.endsWith('.routes.ts'))
    expect(routes.length).toBeGreaterThan(20)
    const misnamed = routes.flatMap((file) =>
      misnamedRoutes(path.basename(file), readFileSync(path.join(ROOT, file), 'utf8')).map(
        (word) => `${file}: ${word}`,
      ),
    )
    expect(misnamed).toEqual([])
  })
})
