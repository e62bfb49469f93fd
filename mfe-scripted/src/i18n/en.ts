/** The scripted remote's texts in English; the other languages are typed against this shape. */
export const en = {
  modeDescription:
    'The list on the side names the test cases to cover. Cover them in any order: a case is marked as soon as one of your submissions covers it.',
  multiplier: {
    description: [
      'This form multiplies two numbers.',
      'Enter the first and the second number, press Submit and read their product in the result line.',
    ],
    hint: 'Besides ordinary numbers, think of everything else a user could type into a number field.',
    fields: {
      first: { label: 'First Number', placeholder: 'Enter the first number' },
      second: { label: 'Second Number', placeholder: 'Enter the second number' },
    },
  },
  divide: {
    description: [
      'This form divides the first number by the second.',
      'Enter both numbers, press Submit and read the quotient in the result line.',
    ],
    hint: 'Think about which numbers a division has to treat differently from a multiplication.',
    fields: {
      first: { label: 'First Number', placeholder: 'Enter the first number' },
      second: { label: 'Second Number', placeholder: 'Enter the second number' },
    },
  },
  passwordValidation: {
    description: [
      'This form checks a password against the password rules.',
      'A valid password is 5 to 15 characters long and contains at least one small Latin letter, one capital Latin letter, one number and one special character (such as ! or #). It must not be the same as the previous password, Qwerty1!. Spaces before or after it do not make a different password.',
    ],
    hint: 'Break one rule at a time and keep every other rule satisfied, so the answer tells you which rule the form checked.',
    fields: {
      password: { label: 'Password', placeholder: 'Enter a password' },
    },
  },
  createProfile: {
    description: [
      'This form creates a profile from a nickname, a last name and a birth year.',
      'Nickname: 5 to 8 characters, each a lowercase Latin letter (a–z), a digit or an underscore (_). Last Name: 2 to 32 characters, not only spaces; spaces before and after it are not counted. Birth Year: from 2000 to 2005.',
    ],
    hint: 'Test one field at a time and keep the others valid, so every answer tells you about one rule.',
    fields: {
      nickname: { label: 'Nickname', placeholder: 'Enter a nickname', template: 'qa_anna' },
      lastName: { label: 'Last Name', placeholder: 'Enter your last name', template: 'Smith' },
      birthYear: { label: 'Birth Year', placeholder: 'Choose a year' },
    },
  },
  currencyConverter: {
    description: [
      'This form converts an amount of money from one currency to another.',
      'Enter the amount, choose the currency to convert from and the currency to convert to, press Submit and read the converted amount in the result line.',
      'Exchange rates: GBP to EUR 1 : 1.2, EUR to USD 1 : 1.1, GBP to USD 1 : 1.3.',
    ],
    hint: 'Try every pair of currencies, and think about which amounts make no sense for money.',
    fields: {
      amount: { label: 'Amount', placeholder: 'Enter an amount' },
      from: { label: 'Currency From', placeholder: 'Choose a currency' },
      to: { label: 'Currency To', placeholder: 'Choose a currency' },
    },
  },
};

export type ScriptedTexts = typeof en;
