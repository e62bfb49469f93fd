/** The learn remote's texts in English; the other languages are typed against this shape. */
export const en = {
  modeDescription:
    'In learn mode you do not have to guess the test cases. Follow the instruction of each step and submit the values it asks for: the Test cases list then names the test case you have just covered and the technique behind it. The next step appears once the current one is correct.',
  adder: {
    description: [
      'This form adds two numbers: enter the first and the second number, press Submit and read their sum in the result line.',
    ],
    hint: 'Besides ordinary numbers, think of everything else a user could type into a number field.',
    fields: {
      first: { label: 'First Number', placeholder: 'Enter the first number' },
      second: { label: 'Second Number', placeholder: 'Enter the second number' },
    },
  },
  divider: {
    description: [
      'This form divides the first number by the second.',
      'Enter both numbers, press Submit and read the quotient in the result line.',
    ],
    hint: 'Think about which numbers a division has to treat differently from an addition.',
    fields: {
      first: { label: 'First Number', placeholder: 'Enter the first number' },
      second: { label: 'Second Number', placeholder: 'Enter the second number' },
    },
  },
  passwordRestore: {
    description: [
      'This form sets a new password for your account.',
      'The new password must be 5 to 15 characters long and contain at least one small Latin letter, one capital Latin letter, one number and one special character (such as ! or #). It must not be the same as your previous password, Qwerty1!. Spaces before or after it do not make a different password.',
    ],
    hint: 'Break one rule at a time and keep every other rule satisfied, so the answer tells you which rule the form checked.',
    fields: {
      newPassword: { label: 'New Password', placeholder: 'Enter a new password' },
    },
  },
  updateNickname: {
    description: [
      'This form updates your nickname, first name and last name.',
      'Nickname: 5 to 8 characters, each a lowercase Latin letter (a–z), a digit or an underscore (_). First Name: 2 to 32 characters. Last Name: 2 to 32 characters.',
    ],
    hint: 'Test one field at a time and keep the other two valid, so every answer tells you about one rule.',
    fields: {
      nickname: { label: 'Nickname', placeholder: 'Enter a nickname', template: 'qa_anna' },
      firstName: { label: 'First Name', placeholder: 'Enter your first name', template: 'Anna' },
      lastName: { label: 'Last Name', placeholder: 'Enter your last name', template: 'Smith' },
    },
  },
};

export type LearnTexts = typeof en;
