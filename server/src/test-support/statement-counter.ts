import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the statements sent through a Kysely instance (`db.withPlugin(counter.plugin)`), one per
 * result (BEGIN and COMMIT are the driver's, not counted). Results, not compiled queries: a builder
 * embedded in a raw statement is compiled through the plugin too, yet goes to the database inside
 * its statement.
 */
export function statementCounter() {
  const seen: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      seen.push(args.queryId.queryId);
      return args.result;
    },
  };
  return { plugin, seen };
}
