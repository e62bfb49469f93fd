import Type from 'typebox';
import { USER_NAME_MAX } from './users/users-api';

/** Response and request shapes of the APIs exposed to testers, as their OpenAPI document shows them. */
const errorProperties = {
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String({ description: 'What went wrong, in the language of Accept-Language.' }),
};

/** The one error body, described for the status it answers. */
export const errorOf = (description: string) => Type.Object(errorProperties, { description });

export const ERRORS = {
  405: errorOf('Method Not Allowed: the Allow header lists the methods of this endpoint'),
  415: errorOf('Unsupported Media Type: send the body as application/json'),
  409: errorOf('Conflict: your sandbox is full (100 users, 8 KiB of names)'),
  404: errorOf('Not Found: no user has this id'),
  413: errorOf('Content Too Large: the body is over 4 KiB'),
} as const;

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
  [Type.Number(), Type.String({ pattern: '^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?$' })],
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
