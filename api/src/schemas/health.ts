import Type from 'typebox';

export const AliveSchema = Type.Object({ status: Type.Literal('ok') });
export const ReadySchema = Type.Object({ status: Type.Literal('ready') });
