import path from 'node:path';
import { PathFreeHash, PathFreeModuleIds } from './pathFree.cjs';

const CHECKOUT = path.resolve(__dirname, '../..');

const digest = (text: string) => new PathFreeHash().update(text).digest('hex');

interface FakeModule {
  identifier(): string;
}

/** The ids the plugin gives these modules, run as webpack runs it: on a compilation's moduleIds hook. */
const idsOf = (identifiers: string[]): number[] => {
  const modules: FakeModule[] = identifiers.map((name) => ({ identifier: () => name }));
  const ids = new Map<FakeModule, number>();
  const compilation = {
    modules: new Set(modules),
    chunkGraph: {
      getNumberOfModuleChunks: () => 1,
      setModuleId: (module: FakeModule, id: number) => ids.set(module, id),
    },
    hooks: { moduleIds: { tap: (_name: string, assign: () => void) => assign() } },
  };
  new PathFreeModuleIds().apply({
    hooks: {
      compilation: { tap: (_name: string, start: (c: typeof compilation) => void) => start(compilation) },
    },
  });
  return modules.map((module) => ids.get(module) as number);
};

describe('a build without the checkout path', () => {
  it('hashes a text the same with the checkout path in it or without', () => {
    expect(digest(`provide module (default) react = ${CHECKOUT}/node_modules/react/index.js`)).toBe(
      digest('provide module (default) react = /node_modules/react/index.js'),
    );
    expect(digest('/node_modules/react/index.js')).not.toBe(digest('/node_modules/react/jsx-runtime.js'));
  });

  it("numbers Module Federation's generated entry the same whatever the hashes in its name", () => {
    const entry = (hash: string, suffix: string) =>
      `${CHECKOUT}/mfe-learn/node_modules/.federation/entry.${hash}.js|${suffix}`;
    const others = [`javascript/esm|${CHECKOUT}/mfe-learn/src/index.ts`, 'container entry (default) []'];
    expect(idsOf([entry('092e453a', '2105dc2c'), ...others])).toEqual(
      idsOf([entry('617fa127', '59069bf7'), ...others]),
    );
  });

  it('gives every module an id of its own, of at least three digits', () => {
    const ids = idsOf(
      Array.from({ length: 400 }, (_, index) => `javascript/esm|${CHECKOUT}/src/m${index}.ts`),
    );
    expect(new Set(ids).size).toBe(400);
    expect(ids.every((id) => Number.isInteger(id) && id >= 0 && id < 10_000)).toBe(true);
    expect(idsOf(['javascript/esm|/src/a.ts'])[0]).toBeLessThan(1000);
  });
});
