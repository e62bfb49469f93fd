/**
 * Compose's variable interpolation, as `docker compose` reads compose.yaml: `$$`, `$NAME`, `${NAME}` and
 * `${NAME<op>operand}` with the operators :- - :? ? :+ +. Shared by the local run of the file (compose-local.mjs)
 * and its tests (deploy/test).
 */

/** @typedef {Record<string, string | undefined>} Environment */

const VARIABLE = /\$(?:(\$)|\{([A-Za-z_]\w*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_]\w*))/g;

/**
 * A string with its variables replaced from `env`; a required one missing throws, as `docker compose` stops.
 * @param {string} text
 * @param {Environment} env
 * @returns {string}
 */
export const interpolateText = (text, env) =>
  text.replace(
    VARIABLE,
    /** @type {(match: string, dollar?: string, name?: string, operator?: string, operand?: string, bare?: string) => string} */
    (_match, dollar, name = '', operator, operand = '', bare) => {
      if (dollar) return '$';
      if (bare) return env[bare] ?? '';
      const value = env[name];
      // With a colon, an empty value counts as missing; without, only an unset one.
      const missing = value === undefined || (operator?.startsWith(':') === true && value === '');
      switch (operator?.replace(':', '')) {
        case '-':
          return missing ? operand : (value ?? '');
        case '+':
          return missing ? '' : operand;
        case '?':
          if (missing) throw new Error(`required variable ${name} is missing a value: ${operand}`);
          return value ?? '';
        default:
          return value ?? '';
      }
    },
  );

/**
 * Every string value of a parsed file interpolated (Compose leaves keys as they are).
 * @template T
 * @param {T} value
 * @param {Environment} env
 * @returns {T}
 */
export const interpolate = (value, env) => {
  if (typeof value === 'string') return /** @type {T} */ (interpolateText(value, env));
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item) => interpolate(item, env)));
  if (value !== null && typeof value === 'object')
    return /** @type {T} */ (
      Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, env)]))
    );
  return value;
};

/**
 * The variables a text reads, with the operator and operand of each use.
 * @param {string} text
 * @returns {{ name: string, operator: string, operand: string }[]}
 */
export const variablesOf = (text) =>
  [...text.matchAll(VARIABLE)]
    .filter(([, dollar]) => !dollar)
    .map(([, , name, operator = '', operand = '', bare]) => ({
      name: name ?? bare ?? '',
      operator,
      operand,
    }));
