import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Where `#app/*`, `#server/*`, `#shared/*` and `#e2e/*` point (package.json "imports"). */
const ALIASES: Record<string, string> = {
  '#app/': 'app/',
  '#server/': 'server/',
  '#shared/': 'shared/',
  '#e2e/': 'e2e/',
}
const SOURCE = /\.(ts|tsx)$/

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, relative)
    return SOURCE.test(entry.name) ? [relative] : []
  })
}

function resolveImport(root: string, from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
  const target = alias
    ? path.join(ALIASES[alias]!, specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null
  return target && existsSync(path.join(root, target)) ? target : null
}

/**
 * Every project-internal import (value *and* type imports, re-exports and dynamic imports) of the
 * given source roots, as a map from file to the files it imports.
 */
export function importGraph(root: string, dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true)
    const targets = importedFiles
      .map((imported) => resolveImport(root, file, imported.fileName))
      .filter((target): target is string => target !== null)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** The strongly connected components with more than one file (or a file importing itself): the import cycles. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative enough for our depth.
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}
