import { CHALLENGES, findChallengeByPath } from '@qa/shared/catalogue';
import {
  definitionFile,
  DEFINITIONS,
  findDefinition,
  isRegistered,
  REGISTERED_CHALLENGES,
} from '../../src/challenges/registry';

/** A catalogue entry of the exploratory group whose definition file a test mocks (or leaves absent). */
const exploratory = (key: string) => ({
  key,
  group: 'exploratory',
  path: `api/exploratory/v1/${key}`,
  fieldCount: 1 as const,
  learnMode: false,
});

/** Jest's stand-in for a file the registry requires: it resolves the same absolute path from here. */
const mockDefinitionFile = (key: string, load: () => unknown) =>
  jest.doMock(`../../src/challenges/definitions/exploratory/${key}.ts`, load, { virtual: true });

describe('challenge registry', () => {
  it('registers only catalogue paths, each once', () => {
    for (const path of Object.keys(DEFINITIONS)) expect(findChallengeByPath(path)).toBeDefined();
    expect(REGISTERED_CHALLENGES).toHaveLength(Object.keys(DEFINITIONS).length);
  });

  it.each(REGISTERED_CHALLENGES.map(({ entry, definition }) => [entry.path, entry, definition] as const))(
    '%s matches its catalogue entry',
    (_path, entry, definition) => {
      expect(definition.fields).toHaveLength(entry.fieldCount);
      expect(definition.evaluator === 'learn').toBe(entry.learnMode);
      expect(definition.cases.length).toBeGreaterThan(0);
      for (const slot of Object.keys(definition.dropdowns ?? {})) expect(definition.fields).toContain(slot);
    },
  );

  it('serves the challenges that have a definition and knows the rest are not there yet', () => {
    const served = [
      'adder',
      'divider',
      'passwordRestore',
      'updateNickname',
      'multiplier',
      'divide',
      'passwordValidation',
      'createProfile',
      'currencyConverter',
      'multiplexer',
      'attractor',
      'subtraction',
      'summation',
      'bookHotel',
      'todoList',
      'plusser',
      'userCrud',
      'calculator',
      'restorePassword',
      'bookDesk',
      'division',
      'newsletter',
      'triangle',
    ];
    const registered = REGISTERED_CHALLENGES.map(({ entry }) => entry.key);
    // The SPEC's challenges in catalogue order; challenges added since (pnpm new:challenge) may sit among them.
    expect(registered.filter((key) => served.includes(key))).toEqual(served);
    expect(registered).toEqual(CHALLENGES.map((entry) => entry.key));
    expect(CHALLENGES.filter((entry) => isRegistered(entry.path)).map((entry) => entry.key)).toEqual(
      registered,
    );
    expect(isRegistered('api/functional/v1/hotels')).toBe(false);
    expect(isRegistered('constructor')).toBe(false);
  });

  it('finds each definition by its path and key: definitions/<folder of the path>/<key>.ts', () => {
    expect(REGISTERED_CHALLENGES.map(({ entry }) => definitionFile(entry))).toEqual(
      expect.arrayContaining([
        './definitions/learn/adder.ts',
        './definitions/learn/multiplexer.ts',
        './definitions/api-testing/userCrud.ts',
        './definitions/exploratory/restorePassword.ts',
      ]),
    );
  });
});

describe('a definition found by its file name', () => {
  afterEach(() => jest.resetModules());

  it('leaves an entry without a definition file unregistered', () => {
    expect(findDefinition(exploratory('notWrittenYet'))).toBeUndefined();
    expect(
      findDefinition({ ...exploratory('altText'), path: 'api/mobile-apps/v1/alt-text' }),
    ).toBeUndefined();
  });

  it('takes the export named after the key, checked to be a definition', () => {
    const definition = { evaluator: 'exploratory', fields: ['first'], cases: [], bugs: [] };
    mockDefinitionFile('named', () => ({ named: definition, NAMED_MESSAGES: {} }));
    expect(findDefinition(exploratory('named'))).toBe(definition);
    mockDefinitionFile('misnamed', () => ({ other: definition }));
    expect(() => findDefinition(exploratory('misnamed'))).toThrow(
      './definitions/exploratory/misnamed.ts exports no definition named misnamed',
    );
    mockDefinitionFile('shapeless', () => ({ shapeless: { cases: [] } }));
    expect(() => findDefinition(exploratory('shapeless'))).toThrow('exports no definition named shapeless');
  });

  it('counts the bundle’s own "not found" as absent, and lets every other error through', () => {
    mockDefinitionFile('bundled', () => {
      throw new Error('Module not found in bundle: ./definitions/exploratory/bundled.ts');
    });
    expect(findDefinition(exploratory('bundled'))).toBeUndefined();
    mockDefinitionFile('broken', () => {
      throw new TypeError('partitionOf is not a function');
    });
    expect(() => findDefinition(exploratory('broken'))).toThrow('partitionOf is not a function');
    // A definition that imports a file that is gone is there, and broken.
    mockDefinitionFile('importsGone', () => {
      throw Object.assign(new Error("Cannot find module '../../support/gone' from 'importsGone.ts'"), {
        code: 'MODULE_NOT_FOUND',
      });
    });
    expect(() => findDefinition(exploratory('importsGone'))).toThrow(
      "Cannot find module '../../support/gone'",
    );
  });
});
