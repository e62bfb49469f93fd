/** The generator and gherkin remote's texts in English; the other languages are typed against this shape. */
export const en = {
  modeDescription: {
    generator:
      'In generator mode you build test cases instead of typing values: choose a value for each input and the result you expect, then press Validate. A combination whose result is not what the form really does is not a test case; a valid one joins your table of test cases. Find every test case the form hides.',
    gherkin:
      'In gherkin mode you write scenarios: Given two values, When the form calculates, Then the result you expect. Choose both values and the result, then press Validate. A scenario whose result is not what the form really does is invalid; a valid one joins your scenarios. Find every scenario the form hides.',
  },
  multiplexer: {
    description: [
      'This form multiplies two numbers. Here you do not type them: you build Test Cases from the values in the dropdowns and the result you expect.',
      'Follow the steps above the form: each one tells you which values to choose.',
    ],
    hint: 'A Test Case is a pair of inputs and the result you expect. Decide on the result before you validate.',
    fields: {
      first: { label: 'First Number', placeholder: 'Choose the first number' },
      second: { label: 'Second Number', placeholder: 'Choose the second number' },
      result: { label: 'Expected Result', placeholder: 'Choose the result you expect' },
    },
  },
  attractor: {
    description: [
      'The gate of a ride in an amusement park checks each visitor’s height in centimetres and age in years.',
      'Visitors shorter than 100 cm may not ride. Visitors younger than 8 may ride only with an adult. Everyone else rides alone.',
    ],
    hint: 'Draw the decision table of the two rules, then look at the values on both sides of each limit.',
    fields: {
      first: { label: 'Height (cm)', placeholder: 'Choose the height' },
      second: { label: 'Age (years)', placeholder: 'Choose the age' },
      result: { label: 'Expected Result', placeholder: 'Choose the result you expect' },
    },
  },
  subtraction: {
    description: [
      'This form subtracts the second number from the first. You describe its behaviour as Given/When/Then scenarios built from the dropdowns.',
      'Follow the steps above the form: each one tells you which values to choose.',
    ],
    hint: 'In a subtraction the order of the numbers matters. Decide on the result before you validate.',
    fields: {
      first: { label: 'First Number', placeholder: 'Choose the first number' },
      second: { label: 'Second Number', placeholder: 'Choose the second number' },
      result: { label: 'Expected Result', placeholder: 'Choose the result you expect' },
    },
  },
  summation: {
    description: [
      'This form adds two numbers. Describe what it does as Given/When/Then scenarios built from the dropdowns.',
      'It should add whole numbers (zero too), negative numbers and decimals exactly, and must not break on letters, an empty field or a very large number.',
    ],
    hint: 'Every kind of value in the dropdowns deserves a scenario of its own.',
    fields: {
      first: { label: 'First Number', placeholder: 'Choose the first number' },
      second: { label: 'Second Number', placeholder: 'Choose the second number' },
      result: { label: 'Expected Result', placeholder: 'Choose the result you expect' },
    },
  },
};

export type GeneratorGherkinTexts = typeof en;
