/** The exploratory and API-testing remote's texts in English; the other languages are typed against this shape. */
export const en = {
  modeDescription: {
    exploratory:
      'In exploratory mode nobody lists the test cases for you: try the inputs a careful tester would try and read each result. Every test case and bug you discover is added to the lists beside the form.',
    apiTesting:
      'In API-testing mode you call a real API: through the form on this page or from your own tools with your tester key. Every test case and bug you discover is added to the lists beside the form.',
  },
  plusser: {
    description: [
      'The Addition API adds two numbers. Follow the steps: in each one you send a request and learn what to look for in the answer.',
      'Send POST with a JSON body holding first and second, as numbers or as strings. Any other method is refused. The same requests sent with curl or Postman and your tester key count here too.',
    ],
    hint: 'Read the whole answer: the status code first, then the body. Would you sign off on it?',
    fields: {
      method: { label: 'HTTP method', placeholder: 'Choose a method' },
      body: {
        label: 'JSON body',
        placeholder: '{"first": 2, "second": 3}',
        template: '{"first": 2, "second": 3}',
      },
    },
  },
  userCrud: {
    description: [
      'The User API creates, reads, updates and deletes users. Users 1 to 10 exist from the start.',
      'Send a method, an endpoint (/users or /users/{id}) and, where the method takes one, a JSON body whose only field is name. Every request runs against your own sandbox, and requests you send with curl or Postman and your tester key count here too. The API has twenty-seven test cases and four bugs.',
    ],
    hint: 'Try every method on both endpoints, ids that exist and ids that do not, and bodies that break one rule at a time. After you create, change or delete a user, ask for it again.',
    fields: {
      method: { label: 'HTTP method', placeholder: 'Choose a method' },
      endpoint: { label: 'Endpoint', placeholder: '/users or /users/{id}', template: '/users/1' },
      body: { label: 'JSON body', placeholder: '{"name": "Alex"}', template: '{"name": "Alex"}' },
    },
  },
  calculator: {
    description: [
      'This calculator works out a percentage of a number: enter the percentage and the number, press Submit and read the result.',
      'Numbers may have a decimal point or a decimal comma (2.5 or 2,5); other notations, such as 1e3, are not numbers. The percentage cannot be negative. The form hides thirteen test cases.',
    ],
    hint: 'Which percentages behave differently from the others? Look for the values where the result changes its nature, try the values on both sides of them, and do not forget the Number field.',
    fields: {
      first: { label: 'Percentage', placeholder: 'Enter the percentage' },
      second: { label: 'Number', placeholder: 'Enter the number' },
    },
  },
  restorePassword: {
    description: [
      'This form sets a new password after you asked to restore it.',
      'The new password must be 4 to 12 characters long and contain at least one small Latin letter, one capital Latin letter, one number and one special character (such as ! or #). It must differ from your previous password, Qwerty1!. Spaces before or after it do not make a different password. The form hides fourteen test cases.',
    ],
    hint: 'Test each rule on its own: keep every other rule satisfied, so the answer tells you which rule the form checked.',
    fields: {
      newPassword: { label: 'New Password', placeholder: 'Enter a new password' },
    },
  },
  bookDesk: {
    description: [
      'This form books a desk in a coworking space from one date to another.',
      'Enter the dates as MM-DD-YYYY. A booking can start today at the earliest and end five years from today at the latest, today being the current date in UTC; dates that do not exist are refused.',
    ],
    hint: 'Dates have many boundaries: today, the ends of months, leap years and the last day you may book.',
    fields: {
      from: { label: 'From', placeholder: 'MM-DD-YYYY' },
      to: { label: 'To', placeholder: 'MM-DD-YYYY' },
    },
  },
  division: {
    description: [
      'This form divides the first number by the second and shows the quotient with up to ten decimals.',
      'Numbers may have a decimal point or a decimal comma (2.5 or 2,5); other notations, such as 1e3, are not numbers. Division by zero must be handled. The form hides twelve test cases.',
    ],
    hint: 'Think of the signs, of zero on each side of the division, of decimal numbers, and of quotients that need ten decimals or more.',
    fields: {
      first: { label: 'First Number', placeholder: 'Enter the first number' },
      second: { label: 'Second Number', placeholder: 'Enter the second number' },
    },
  },
  newsletter: {
    description: [
      'This form subscribes an email address to our newsletter.',
      'Before the @ an address may hold Latin letters, digits, dots, underscores, hyphens and plus signs, a dot only between two other characters; quoted addresses are not supported. The domain must be Latin letters only, a second-level domain like example.com (subdomains such as mail.example.com are not supported). Latin letters are a to z, without diacritics. Capital and small letters count the same. anna.smith@example.com and qa.team@example.com are already subscribed. The form hides twenty scenarios and three bugs.',
    ],
    hint: 'Take an address apart: what comes before the @, the @ itself, the domain. Change one part at a time.',
    fields: {
      email: { label: 'Email', placeholder: 'Enter your email address' },
    },
  },
  triangle: {
    description: [
      'This form tells what kind of triangle three sides make: equilateral, isosceles or scalene.',
      'Enter the lengths of sides A, B and C and press Submit. Sides that cannot form a triangle, and anything that is not a length, must be refused. The form hides twelve test cases and four bugs.',
    ],
    hint: 'Think of every kind of triangle, of sides that cannot meet, and of values that are not lengths at all. Try each idea in every field.',
    fields: {
      a: { label: 'Side A', placeholder: 'Enter the length of side A' },
      b: { label: 'Side B', placeholder: 'Enter the length of side B' },
      c: { label: 'Side C', placeholder: 'Enter the length of side C' },
    },
  },
};

export type ExploratoryApiTexts = typeof en;
