import Type, { type Static, type TObject, type TObjectOptions, type TOptional, type TSchema } from 'typebox';

/** What a field may hold once it is present (an optional field's undefined is its absence). */
type Present<Value> = Exclude<Value, undefined>;

type OptionalIn<Contract, Key extends keyof Contract> = object extends Pick<Contract, Key> ? true : false;
type OptionalSchema<Schema> = Schema extends TOptional ? true : false;

/**
 * Each property schema is optional exactly where the contract's field is, and accepts every value the field may
 * hold; a property the contract lacks is refused.
 */
type FitsContract<Contract, Properties> = {
  [Key in keyof Properties]: Key extends keyof Contract
    ? Properties[Key] extends TSchema
      ? [Present<Contract[Key]>] extends [Present<Static<Properties[Key]>>]
        ? OptionalIn<Contract, Key> extends OptionalSchema<Properties[Key]>
          ? Properties[Key]
          : never
        : never
      : never
    : never;
};

/**
 * The schema of an answer whose shape is a type of the shared contract. Fastify writes an answer through
 * fast-json-stringify, which leaves out every field its schema does not name and coerces values to the named
 * type: this names exactly the contract's fields, so the typecheck fails until a field added to the contract is
 * named here, optional where it is optional, with a schema its values fit.
 */
export const objectOf =
  <Contract extends object>() =>
  <Properties extends { [Key in keyof Contract]-?: TSchema }>(
    properties: Properties & FitsContract<Contract, Properties>,
    options?: TObjectOptions,
  ): TObject<Properties> =>
    Type.Object(properties, options);
