/**
 * deploy/kubernetes: every manifest of the base and every patch of the production overlay valid by Kubernetes'
 * schemas (kubernetes-models), and the overlay as kustomize builds it: valid too, probing the API where
 * docs/operations.md says, its budget and autoscaler on its pods, its keys by reference only, its settings accepted by
 * the API (api/src/config.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IService } from 'kubernetes-models/v1/Service';
import { loadConfig } from '../../api/src/config';
import { isNetwork, kustomizeBuild, parseDocuments, readText, readYaml, ROOT } from './files';

const BASE = 'deploy/kubernetes/base';
const OVERLAY = 'deploy/kubernetes/overlays/production';

type Manifest = Record<string, unknown> & { apiVersion: string; kind: string; metadata: { name: string } };

/** The kinds the manifests use, by apiVersion and kind; any other fails the test until it is added here. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1 Ingress': Ingress,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Namespace': Namespace,
  'v1 Service': Service,
};

const modelOf = (manifest: Manifest) => {
  const model = MODELS[`${manifest.apiVersion} ${manifest.kind}`];
  if (!model) throw new Error(`no model for ${manifest.apiVersion} ${manifest.kind}`);
  return new model(manifest as never);
};

/** The schema's complaints about a manifest, or [] (kubernetes-models throws a ValidationError listing them). */
const problems = (manifest: Manifest, { partial = false } = {}): string[] => {
  try {
    modelOf(manifest).validate();
    return [];
  } catch (error) {
    const { errors } = error as { errors?: { keyword: string; instancePath: string; message?: string }[] };
    if (!errors) throw error;
    // A patch holds only what it changes: a missing required field is the base's to give.
    return errors
      .filter(({ keyword }) => !(partial && keyword === 'required'))
      .map(
        ({ instancePath, message }) => `${manifest.kind}/${manifest.metadata.name}${instancePath} ${message}`,
      );
  }
};

const documentsOf = (folder: string, file: string) =>
  parseDocuments(readText(path.join(folder, file))) as Manifest[];

interface Kustomization {
  resources?: string[];
  patches?: { path?: string }[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string }[];
}
const baseKustomization = readYaml(`${BASE}/kustomization.yaml`) as Kustomization;
const overlayKustomization = readYaml(`${OVERLAY}/kustomization.yaml`) as Kustomization;

const baseManifests = baseKustomization.resources!.flatMap((file) => documentsOf(BASE, file));
/** The overlay's patch files (an inline patch is checked through the build alone). */
const overlayPatches = overlayKustomization
  .patches!.flatMap(({ path: file }) => (file ? [file] : []))
  .map((file) => ({ file, documents: documentsOf(OVERLAY, file) }));
const overlayResources = overlayKustomization
  .resources!.filter((resource) => resource.endsWith('.yaml'))
  .flatMap((file) => documentsOf(OVERLAY, file));

const built = parseDocuments(kustomizeBuild(OVERLAY)) as Manifest[];
const find = <T>(kind: string, name: string): T => {
  const found = built.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);
  if (!found) throw new Error(`the overlay builds no ${kind} ${name}`);
  return found as never as T;
};
const deployments = built.filter((manifest) => manifest.kind === 'Deployment') as never as IDeployment[];
const api = find<IDeployment>('Deployment', 'qa-api');
const pages = find<IDeployment>('Deployment', 'qa-pages');
const apiContainer = api.spec!.template.spec!.containers.find(({ name }) => name === 'api')!;
const configMap = built.find(
  (manifest) => manifest.kind === 'ConfigMap' && manifest.metadata.name.startsWith('qa-api-'),
) as never as IConfigMap;

/**
 * Whether a built manifest holds what a strategic-merge patch says: its fields, and in a list the items it names
 * (merged by name, as kustomize merges containers and env); other lists whole.
 */
const holds = (actual: unknown, patch: unknown): boolean => {
  if (Array.isArray(patch)) {
    if (!Array.isArray(actual)) return false;
    const named = patch.every((item) => typeof item === 'object' && item !== null && 'name' in item);
    if (!named)
      return (
        actual.length === patch.length &&
        patch.every((item, i) => holds(actual[i], item) && holds(item, actual[i]))
      );
    return patch.every((item) =>
      actual.some((candidate) => candidate?.name === item.name && holds(candidate, item)),
    );
  }
  if (patch !== null && typeof patch === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(patch).every(([key, value]) =>
      holds((actual as Record<string, unknown>)[key], value),
    );
  }
  return actual === patch;
};

/** Whether a selector's labels all stand among a pod's. */
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  Object.keys(selector ?? {}).length > 0 &&
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

describe('the base', () => {
  test('lists every manifest of its folder', () => {
    const files = readdirSync(path.join(ROOT, BASE)).filter((file) => file !== 'kustomization.yaml');
    expect([...baseKustomization.resources!].sort()).toEqual(files.sort());
  });

  test.each(baseKustomization.resources!)('%s is valid by the Kubernetes schema', (file) => {
    for (const manifest of documentsOf(BASE, file)) expect(problems(manifest)).toEqual([]);
  });

  test('builds on its own, valid', () => {
    const manifests = parseDocuments(kustomizeBuild(BASE)) as Manifest[];
    expect(manifests.length).toBe(baseManifests.length + 1); // and the generated ConfigMap
    for (const manifest of manifests) expect(problems(manifest)).toEqual([]);
  });
});

describe('the production overlay', () => {
  test.each(overlayPatches.map(({ file }) => file))(
    '%s is valid by the Kubernetes schema, and patches a manifest of the base',
    (file) => {
      for (const patch of overlayPatches.find((entry) => entry.file === file)!.documents) {
        expect(problems(patch, { partial: true })).toEqual([]);
        expect(baseManifests.map(({ kind, metadata }) => `${kind} ${metadata.name}`)).toContain(
          `${patch.kind} ${patch.metadata.name}`,
        );
      }
    },
  );

  test('its own manifests are valid by the Kubernetes schema', () => {
    expect(overlayResources.length).toBeGreaterThan(0);
    for (const manifest of overlayResources) expect(problems(manifest)).toEqual([]);
  });

  test('builds manifests that are all valid by the Kubernetes schema', () => {
    expect(built.length).toBe(baseManifests.length + overlayResources.length + 1);
    for (const manifest of built) expect(problems(manifest)).toEqual([]);
  });

  test('puts everything in its namespace, with the registry and tag of each image', () => {
    for (const manifest of built.filter(({ kind }) => kind !== 'Namespace'))
      expect([manifest.kind, (manifest.metadata as { namespace?: string }).namespace]).toEqual([
        manifest.kind,
        overlayKustomization.namespace,
      ]);
    const images = deployments.flatMap((deployment) =>
      deployment.spec!.template.spec!.containers.map(({ image }) => image),
    );
    expect(images.sort()).toEqual(
      overlayKustomization.images!.map(({ newName, newTag }) => `${newName}:${newTag}`).sort(),
    );
  });

  test('applies its patches', () => {
    for (const { file, documents } of overlayPatches)
      for (const patch of documents)
        expect([file, holds(find(patch.kind, patch.metadata.name), patch)]).toEqual([file, true]);
  });
});

describe('the API', () => {
  test('is ready on /api/ready and alive on /api/health, on the port it listens on', () => {
    expect(apiContainer.readinessProbe?.httpGet?.path).toBe('/api/ready');
    expect(apiContainer.livenessProbe?.httpGet?.path).toBe('/api/health');
    expect(apiContainer.startupProbe?.httpGet?.path).toBe('/api/health');
    const port = apiContainer.ports!.find(({ name }) => name === apiContainer.readinessProbe!.httpGet!.port)!;
    expect(apiContainer.livenessProbe!.httpGet!.port).toBe(port.name);
    expect(String(port.containerPort)).toBe(configMap.data!.PORT);
  });

  test('has its disruption budget on its own pods', () => {
    const budget = find<IPodDisruptionBudget>('PodDisruptionBudget', 'qa-api');
    const selector = budget.spec!.selector!.matchLabels;
    expect(selects(selector, api.spec!.template.metadata!.labels)).toBe(true);
    expect(selects(selector, pages.spec!.template.metadata!.labels)).toBe(false);
    expect(budget.spec!.maxUnavailable ?? budget.spec!.minAvailable).toBeDefined();
  });

  test('is scaled by its autoscaler alone, from two instances at least', () => {
    const autoscaler = find<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler', 'qa-api');
    expect(autoscaler.spec!.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'qa-api',
    });
    expect(autoscaler.spec!.minReplicas).toBeGreaterThanOrEqual(2);
    expect(autoscaler.spec!.maxReplicas).toBeGreaterThan(autoscaler.spec!.minReplicas!);
    // A Deployment's own replicas would undo the autoscaler's at every apply.
    expect(api.spec!.replicas).toBeUndefined();
    // Utilization is a share of the requests.
    expect(apiContainer.resources?.requests?.cpu).toBeDefined();
  });

  test('gets its keys and the stores from Secrets by reference, its settings from the ConfigMap', () => {
    expect(built.map(({ kind }) => kind)).not.toContain('Secret');
    for (const manifest of [
      ...baseManifests,
      ...overlayResources,
      ...overlayPatches.flatMap((p) => p.documents),
    ])
      expect(manifest.kind).not.toBe('Secret');
    const fromSecrets = apiContainer.env!.filter(({ valueFrom }) => valueFrom?.secretKeyRef);
    expect(fromSecrets.map(({ name }) => name).sort()).toEqual(
      ['DATABASE_URL', 'INTERVIEW_SHARE_SECRETS', 'LEARNER_ID_SECRET', 'REDIS_URL'].sort(),
    );
    // Nothing secret as a plain value, neither in the container nor in the ConfigMap.
    const SECRET = /SECRET|PASSWORD|TOKEN|DATABASE_URL|REDIS_URL/;
    expect(apiContainer.env!.filter(({ name, value }) => SECRET.test(name) && value !== undefined)).toEqual(
      [],
    );
    expect(Object.keys(configMap.data!).filter((key) => SECRET.test(key))).toEqual([]);
    expect(apiContainer.envFrom).toEqual([{ configMapRef: { name: configMap.metadata!.name } }]);
  });

  test('reads the Firebase key from a mounted Secret', () => {
    const file = configMap.data!.GOOGLE_APPLICATION_CREDENTIALS!;
    const mount = apiContainer.volumeMounts!.find(({ mountPath }) => file.startsWith(`${mountPath}/`))!;
    const volume = api.spec!.template.spec!.volumes!.find(({ name }) => name === mount.name)!;
    expect(volume.secret?.secretName).toBeDefined();
    expect(mount.readOnly).toBe(true);
  });

  test('is configured as the API accepts in production, trusting a network of proxies', () => {
    const secrets = {
      DATABASE_URL: 'postgresql://qa:password@postgres.example.org:5432/qa',
      REDIS_URL: 'rediss://redis.example.org:6380',
      INTERVIEW_SHARE_SECRETS: 'k'.repeat(32),
      LEARNER_ID_SECRET: 'l'.repeat(32),
    };
    const config = loadConfig({ ...configMap.data, ...secrets });
    expect(config.appEnv).toBe('production');
    expect(config.firebaseProjectId).not.toBe('demo-qa-practice');
    expect(config.trustProxy?.length).toBeGreaterThan(0);
    for (const proxy of config.trustProxy!) expect(isNetwork(proxy)).toBe(true);
    // Its pages are served from the Ingress's host, and call it there.
    const ingress = find<IIngress>('Ingress', 'qa-practice');
    expect(config.allowedOrigins).toEqual(ingress.spec!.rules!.map(({ host }) => `https://${host}`));
    const pagesEnv = pages.spec!.template.spec!.containers[0]!.env!;
    expect(pagesEnv.filter(({ name }) => name === 'QA_API_URL').map(({ value }) => value)).toEqual(
      config.allowedOrigins,
    );
  });
});

describe('every Deployment', () => {
  test('runs as a user who is not root, without privileges, within requests and limits', () => {
    for (const deployment of deployments) {
      const pod = deployment.spec!.template.spec!;
      expect([deployment.metadata!.name, pod.securityContext?.runAsNonRoot]).toEqual([
        deployment.metadata!.name,
        true,
      ]);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        for (const bound of ['requests', 'limits'] as const)
          expect(Object.keys(container.resources?.[bound] ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
    }
  });

  test('is reached through a Service that selects its pods, on a port its container names', () => {
    for (const deployment of deployments) {
      const services = built.filter(
        (manifest) =>
          manifest.kind === 'Service' &&
          selects((manifest as never as IService).spec!.selector, deployment.spec!.template.metadata!.labels),
      ) as never as IService[];
      expect(services.map(({ metadata }) => metadata!.name)).toEqual([deployment.metadata!.name]);
      const names = deployment.spec!.template.spec!.containers.flatMap(({ ports }) =>
        ports!.map(({ name }) => name),
      );
      for (const port of services[0]!.spec!.ports!) expect(names).toContain(port.targetPort);
      expect(selects(deployment.spec!.selector.matchLabels, deployment.spec!.template.metadata!.labels)).toBe(
        true,
      );
    }
  });
});

describe('the Ingress', () => {
  const ingress = find<IIngress>('Ingress', 'qa-practice');

  test('routes /api to the API and everything else to the pages, on the host its certificate names', () => {
    for (const rule of ingress.spec!.rules!) {
      expect(rule.host).toBeDefined();
      const routes = rule.http!.paths.map(({ path, pathType, backend }) => [
        path,
        pathType,
        backend.service?.name,
        backend.service?.port?.name,
      ]);
      expect(routes).toEqual([
        ['/api', 'Prefix', 'qa-api', 'http'],
        ['/', 'Prefix', 'qa-pages', 'http'],
      ]);
      expect(ingress.spec!.tls!.flatMap(({ hosts }) => hosts)).toContain(rule.host);
    }
    for (const name of ['qa-api', 'qa-pages'])
      expect(find<IService>('Service', name).spec!.ports!.map((port) => port.name)).toContain('http');
  });
});
