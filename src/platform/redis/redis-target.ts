import type { Config } from '../config.js';

export interface RedisNode {
  host: string;
  port: number;
}

/** How to reach Redis: one server (a URL), a master found through Sentinel, or a Cluster. */
export type RedisTarget =
  | { kind: 'url'; url: string }
  | { kind: 'sentinel'; sentinels: RedisNode[]; name: string }
  | { kind: 'cluster'; nodes: RedisNode[] };

type RedisConfig = Pick<
  Config,
  'STORE' | 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_CLUSTER_NODES'
>;

/** The configured way to Redis; undefined with STORE=memory (config.ts checks exactly one way is set). */
export function redisTarget(config: RedisConfig): RedisTarget | undefined {
  if (config.STORE === 'memory') return undefined;
  if (config.REDIS_CLUSTER_NODES) return { kind: 'cluster', nodes: config.REDIS_CLUSTER_NODES };
  if (config.REDIS_SENTINELS)
    return { kind: 'sentinel', sentinels: config.REDIS_SENTINELS, name: config.REDIS_SENTINEL_NAME };
  if (config.REDIS_URL) return { kind: 'url', url: config.REDIS_URL };
  return undefined;
}

/** For logs: where Redis is, never its password. */
export function describeRedisTarget(target: RedisTarget): string {
  const nodes = (list: RedisNode[]) => list.map((node) => `${node.host}:${node.port}`).join(',');
  switch (target.kind) {
    case 'url':
      return target.url.replace(/\/\/[^@/]*@/, '//***@');
    case 'sentinel':
      return `sentinel ${target.name} via ${nodes(target.sentinels)}`;
    case 'cluster':
      return `cluster via ${nodes(target.nodes)}`;
  }
}
