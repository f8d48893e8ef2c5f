import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { configVariables, loadConfig } from '../../src/platform/config.js';

// biome-ignore lint/suspicious/noExplicitAny: YAML documents are walked by known paths, checked by the assertions.
type Tree = any;

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const documentsOf = (path: string) =>
  parseAllDocuments(read(path)).map((document) => {
    expect(document.errors, path).toEqual([]);
    return document.toJS() as Tree;
  });

const kubernetes = readdirSync(new URL('deploy/kubernetes/', root))
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => documentsOf(`deploy/kubernetes/${file}`));
const compose = documentsOf('compose.yaml')[0] as Tree;

function kubernetesVariables(): string[] {
  const names: string[] = [];
  for (const resource of kubernetes) {
    if (resource.kind === 'ConfigMap') names.push(...Object.keys(resource.data));
    if (resource.kind === 'Secret') names.push(...Object.keys(resource.stringData));
    for (const container of resource.spec?.template?.spec?.containers ?? [])
      names.push(...(container.env ?? []).map((variable: { name: string }) => variable.name));
  }
  return names;
}

const workload = (kind: string) => kubernetes.find((resource) => resource.kind === kind) as Tree;
const envOf = (resource: Tree) =>
  Object.fromEntries(
    (resource.spec.template.spec.containers[0].env as { name: string; value?: string }[])
      .filter((variable) => variable.value !== undefined)
      .map((variable) => [variable.name, variable.value as string]),
  );

describe('deployment files', () => {
  it('set only variables the bot reads, and .env.example explains every one', () => {
    const composeVariables = Object.keys(compose.services.bot.environment);
    for (const name of [...kubernetesVariables(), ...composeVariables])
      expect(configVariables).toContain(name);
    const example = read('.env.example');
    for (const name of configVariables) expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('start the compose bot only once Redis answers its health check', () => {
    expect(compose.services.redis.healthcheck.test).toContain('ping');
    expect(compose.services.bot.depends_on.redis.condition).toBe('service_healthy');
    for (const service of Object.values(compose.services) as Tree[])
      expect(service.logging.options['max-size']).toBeDefined();
  });

  it('give every shard to exactly one gateway pod', () => {
    const gateway = workload('StatefulSet');
    const env = envOf(gateway);
    expect(Number(env.SHARD_PROCESSES)).toBe(gateway.spec.replicas);
    const base = { DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '123456789012345678', STORE: 'memory' };
    const shards = Array.from(
      { length: gateway.spec.replicas },
      (_, ordinal) =>
        loadConfig({ ...base, ...env, SHARD_PROCESS_INDEX: `${gateway.metadata.name}-${ordinal}` })
          .SHARD_IDS ?? [],
    ).flat();
    expect(shards.sort((a, b) => a - b)).toEqual(
      Array.from({ length: Number(env.SHARD_COUNT) }, (_, id) => id),
    );
  });

  it('probe /healthz on the port the bot serves, and scale the HTTP mode on CPU', () => {
    for (const kind of ['StatefulSet', 'Deployment']) {
      const container = workload(kind).spec.template.spec.containers[0];
      expect(container.readinessProbe.httpGet.path).toBe('/healthz');
      expect(container.ports[0].containerPort).toBe(8080);
    }
    expect(envOf(workload('Deployment')).INTERACTIONS).toBe('http');
    expect(workload('HorizontalPodAutoscaler').spec.scaleTargetRef.name).toBe(
      workload('Deployment').metadata.name,
    );
  });
});
