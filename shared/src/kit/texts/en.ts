/** The page kit's texts in English; the other languages are typed against this shape. */
export const en = {
  casesHeading: 'Test cases',
  casesCounterLabel: 'Test cases found',
  outOf: '{{found}} out of {{total}}',
  allFound: 'All found',
  noneFound: 'No test cases found yet.',
  instructionHeading: 'Your task',
  step: 'Step {{step}} of {{total}}',
  foundAllCases: 'You found all the cases!',
  submit: 'Submit',
  choose: 'Choose…',
  invalidField: 'This value does not match the instruction.',
  resultLabel: 'Result',
  followInstructions: 'Please follow the instructions',
  emptyValue: '(empty)',
  loadError: 'The challenge could not be loaded. Please try again later.',
  networkError: 'The server cannot be reached. Check your connection and try again.',
};

export type KitTexts = typeof en;
