import Big from 'big.js';
import type { Language } from '@qa/shared/catalogue';
import { apiText } from '../api-texts';
import {
  errorResponse,
  methodNotAllowed,
  readObjectBody,
  type ApiRequest,
  type ApiResponse,
} from '../exchange';

/** The planted bugs of the plusser challenge. */
export type CalculatorFlaw =
  /** A number sent as a string is joined to the other value as text: "2" + 3 = 23. */
  | 'concatenated'
  /** Sums are computed in binary floating point: 0.1 + 0.2 = 0.30000000000000004. */
  | 'inexact';

export const CALCULATOR_PATH = '/calculator';
const FIELDS = ['first', 'second'] as const;
const BODY_EXAMPLE = '{"first": 2, "second": 3}';

/** What a tester may send as a number: 12, -1.5, .5, 1e3, as JSON numbers or inside strings. */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

type Operand = number | string;

export const isOperand = (value: unknown): value is Operand =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && NUMBER_TEXT.test(value.trim()));

/** The two operands, or the 400 that explains what is wrong with the body. */
function readOperands(body: unknown, language: Language): [Operand, Operand] | ApiResponse<never> {
  const read = readObjectBody(body, FIELDS, BODY_EXAMPLE, language);
  if ('error' in read) return read.error;
  const fields = read.fields;
  for (const field of FIELDS) {
    if (fields[field] === undefined) return errorResponse(400, apiText('fieldRequired', language, { field }));
    if (!isOperand(fields[field])) return errorResponse(400, apiText('notANumber', language, { field }));
  }
  return [fields.first as Operand, fields.second as Operand];
}

/** The sum the API gives, with its planted bugs, and which of them shaped it. */
function plannedSum(first: Operand, second: Operand): { sum: number; flaw?: CalculatorFlaw } {
  if (typeof first === 'string' || typeof second === 'string') {
    // JavaScript's + joins as soon as one side is a string; parseFloat then reads what it can.
    return {
      sum: Number.parseFloat(`${String(first).trim()}${String(second).trim()}`),
      flaw: 'concatenated',
    };
  }
  const sum = first + second;
  // Whole numbers whose sum is a safe integer add exactly in floating point: no decimal arithmetic needed.
  if (Number.isSafeInteger(first) && Number.isSafeInteger(second) && Number.isSafeInteger(sum))
    return { sum };
  const exact = new Big(first).plus(second);
  return Number.isFinite(sum) && !new Big(sum).eq(exact) ? { sum, flaw: 'inexact' } : { sum };
}

/** The Addition API (SPEC §5): POST only, `first` and `second` as numbers or strings, answers their sum. */
export function calculatorApi(request: ApiRequest, language: Language): ApiResponse<CalculatorFlaw> {
  if (request.method !== 'POST') return methodNotAllowed(request, ['POST'], language);
  const operands = readOperands(request.body, language);
  if (!Array.isArray(operands)) return operands;
  const { sum, flaw } = plannedSum(...operands);
  if (!Number.isFinite(sum)) return errorResponse(400, apiText('sumOutOfRange', language));
  return { status: 200, body: { result: sum }, ...(flaw && { flaw }) };
}
