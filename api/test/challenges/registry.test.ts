import { CHALLENGES, findChallengeByPath } from '@qa/shared/catalogue';
import {
  DEFINITIONS,
  findDefinition,
  findPart,
  isRegistered,
  partFile,
  REGISTERED_CHALLENGES,
} from '../../src/challenges/registry';
import type { PartName } from '../../src/challenges/parts';

/** A catalogue entry of the exploratory group whose definition file a test mocks (or leaves absent). */
const exploratory = (key: string) => ({
  key,
  group: 'exploratory',
  path: `api/exploratory/v1/${key}`,
  fieldCount: 1 as const,
  learnMode: false,
});

/** Jest's stand-in for a part's file the registry requires: it resolves the same absolute path from here. */
const mockPartFile = (key: string, part: PartName, load: () => unknown) =>
  jest.doMock(`../../src/challenges/exploratory/${key}/${part}.ts`, load, { virtual: true });
const mockDefinitionFile = (key: string, load: () => unknown) => mockPartFile(key, 'rules', load);

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

  it('finds each part in the folder of the path and key: <folder of the path>/<key>/<part>.ts', () => {
    expect(REGISTERED_CHALLENGES.map(({ entry }) => partFile(entry, 'rules'))).toEqual(
      expect.arrayContaining([
        './learn/adder/rules.ts',
        './learn/multiplexer/rules.ts',
        './api-testing/userCrud/rules.ts',
        './exploratory/restorePassword/rules.ts',
      ]),
    );
    const parts = (key: string) => REGISTERED_CHALLENGES.find(({ entry }) => entry.key === key)?.parts;
    const written = 'written';
    expect(parts('triangle')).toEqual({
      rules: written,
      design: written,
      reports: written,
      interview: written,
    });
    expect(parts('calculator')).toEqual({
      rules: written,
      design: written,
      reports: 'none',
      interview: written,
    });
    expect(parts('plusser')).toEqual({ rules: written, design: 'none', reports: written, interview: 'none' });
    expect(parts('adder')).toEqual({ rules: written, design: 'none', reports: 'none', interview: 'none' });
    for (const { design, reports, interview, parts: states } of REGISTERED_CHALLENGES) {
      expect([design, reports, interview].map(Boolean)).toEqual(
        [states.design, states.reports, states.interview].map((state) => state === written),
      );
    }
  });
});

describe('a part found by its file name', () => {
  afterEach(() => jest.resetModules());

  it('leaves an entry without rules unregistered', () => {
    expect(findDefinition(exploratory('notWrittenYet'))).toBeUndefined();
    expect(
      findDefinition({ ...exploratory('altText'), path: 'api/mobile-apps/v1/alt-text' }),
    ).toBeUndefined();
  });

  it('takes the export named after the part, checked to be of its shape', () => {
    const definition = { evaluator: 'exploratory', fields: ['first'], cases: [], bugs: [] };
    mockDefinitionFile('named', () => ({ rules: definition, NAMED_MESSAGES: {} }));
    expect(findDefinition(exploratory('named'))).toBe(definition);
    mockDefinitionFile('misnamed', () => ({ misnamed: definition }));
    expect(() => findDefinition(exploratory('misnamed'))).toThrow(
      './exploratory/misnamed/rules.ts exports no rules (an object with an evaluator)',
    );
    mockDefinitionFile('shapeless', () => ({ rules: { cases: [] } }));
    expect(() => findDefinition(exploratory('shapeless'))).toThrow('exports no rules');
    mockPartFile('shapeless', 'design', () => ({ design: { reference: {} } }));
    expect(() => findPart(exploratory('shapeless'), 'design')).toThrow(
      'exports no design (an object with a reference build and faults)',
    );
  });

  it('takes a part that exports undefined as not written yet, as pnpm new:challenge writes it', () => {
    mockPartFile('fresh', 'design', () => ({ design: undefined }));
    mockPartFile('fresh', 'reports', () => ({ reports: undefined }));
    expect(findPart(exploratory('fresh'), 'design')).toBeUndefined();
    expect(findPart(exploratory('fresh'), 'reports')).toBeUndefined();
    expect(findPart(exploratory('fresh'), 'interview')).toBeUndefined();
  });

  it('counts the bundle’s own "not found" as absent, and lets every other error through', () => {
    mockDefinitionFile('bundled', () => {
      throw new Error('Module not found in bundle: ./exploratory/bundled/rules.ts');
    });
    expect(findDefinition(exploratory('bundled'))).toBeUndefined();
    mockDefinitionFile('broken', () => {
      throw new TypeError('partitionOf is not a function');
    });
    expect(() => findDefinition(exploratory('broken'))).toThrow('partitionOf is not a function');
    // Rules that import a file that is gone are there, and broken.
    mockDefinitionFile('importsGone', () => {
      throw Object.assign(new Error("Cannot find module '../../support/gone' from 'rules.ts'"), {
        code: 'MODULE_NOT_FOUND',
      });
    });
    expect(() => findDefinition(exploratory('importsGone'))).toThrow(
      "Cannot find module '../../support/gone'",
    );
  });
});
