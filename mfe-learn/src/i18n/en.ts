/** The learn remote's texts in English; the other languages are typed against this shape. */
export const en = {
  adder: {
    pageTitle: 'Addition',
    description: [
      'This form adds two numbers: enter the first and the second number, press Submit and read their sum in the result line.',
      'In learn mode you do not have to guess the test cases. Follow the instruction of each step and submit the values it asks for: the list on the side then names the test case you have just covered and the technique behind it. The next step appears once the current one is correct.',
    ],
    fields: {
      first: { label: 'First Number', placeholder: 'Enter the first number' },
      second: { label: 'Second Number', placeholder: 'Enter the second number' },
    },
  },
  comingSoon: {
    title: '{{name}}: coming soon',
    text: 'This learn challenge is still being prepared. Meanwhile, try one that is ready.',
    listHeading: 'Learn challenges',
    badge: 'coming soon',
  },
  notFound: {
    title: 'Challenge not found',
    text: 'There is no learn challenge with this name. Choose one of these.',
  },
};

export type LearnTexts = typeof en;
