import Type from 'typebox';
import { USER_NAME_MAX } from './users/users-api';

/** Response and request shapes of the APIs exposed to testers, as their OpenAPI document shows them. */
export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String({ description: 'What went wrong, in the language of Accept-Language.' }),
  },
  { description: 'An error' },
);

export const UserSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), name: Type.String() },
  { description: 'A user' },
);

export const UserListSchema = Type.Array(UserSchema, { description: 'Every user, by id' });

export const NameBodySchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: USER_NAME_MAX, examples: ['Alex'] }) },
  { additionalProperties: false },
);

export const UserIdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'The user id' }) });

const Operand = Type.Union(
  [Type.Number(), Type.String({ pattern: '^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$' })],
  {
    description: 'A number, or a string holding one',
  },
);

export const CalculatorBodySchema = Type.Object(
  { first: Operand, second: Operand },
  { additionalProperties: false, examples: [{ first: 2, second: 3 }] },
);

export const SumSchema = Type.Object({ result: Type.Number() }, { description: 'The sum' });

export const NoContentSchema = Type.Null({ description: 'No content' });
