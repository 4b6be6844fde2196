import {
  PostgresQueryCompiler,
  SqliteQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely'
import type { Dialect } from '#server/db/database.ts'

export type CapturedQuery = { sql: string; parameters: readonly unknown[] }

/**
 * A Kysely plugin that records the SQL and parameters of every statement run through the
 * instance it is added to (`db.withPlugin(capture.plugin)`): better-auth's session reads
 * included, since it shares the instance. The query plan test and the benchmark's same-SQL
 * reference replay what the real routes ran.
 */
export function queryCapture(dialect: Dialect) {
  const compiler = dialect === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler()
  let captured: CapturedQuery[] = []
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const compiled = compiler.compileQuery(node, queryId)
      captured.push({ sql: compiled.sql, parameters: compiled.parameters })
      return node
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result
    },
  }
  return {
    plugin,
    /** The statements recorded since the last call. */
    take(): CapturedQuery[] {
      const taken = captured
      captured = []
      return taken
    },
  }
}
