import type { Technique } from '@qa/shared/progress';

/** What the debrief says of one technique: why it matters on a real project, and an interview question. */
export interface TechniqueDebriefTexts {
  why: string;
  question: string;
}

/**
 * The debrief's texts; every language has one entry per technique (a missing one is a type error). A type, not
 * an interface, so that it fits i18n's Texts (an interface has no index signature).
 */
export type DebriefTexts = {
  caseFoundWith: string;
  bugFoundWith: string;
  bothFoundWith: string;
  askedInInterviews: string;
  techniques: Record<Technique, TechniqueDebriefTexts>;
};

export const en: DebriefTexts = {
  caseFoundWith: 'Test case found with: {{technique}}',
  bugFoundWith: 'Bug found with: {{technique}}',
  bothFoundWith: 'Test case and bug found with: {{technique}}',
  askedInInterviews: 'Asked in interviews:',
  techniques: {
    equivalencePartitioning: {
      why: 'Values the system handles the same way form one class, so one value tests them all. On a real project this is how a handful of tests covers a form instead of hundreds, and how you spot the class nobody has written a test for. It is the first thing a reviewer looks for in your test design.',
      question: 'How do you decide which values to test when you cannot test them all?',
    },
    boundaryValues: {
      why: 'Bugs gather at the edges: a < written where <= was meant, a limit counted from zero instead of one. Testing each boundary and the values just inside and just outside it catches them with a few cases. On a real project limits change often (a new maximum amount, a longer name), and boundary tests are the ones that notice.',
      question: 'A password must be 8 to 16 characters long. Which lengths would you test?',
    },
    decisionTable: {
      why: 'When the outcome depends on several conditions at once (a loyalty discount at weekends, but not on sale items), a table of every combination shows the rules nobody thought through. On a real project it turns a vague requirement into questions for the analyst before any code is written, and each column becomes a test.',
      question: 'How would you test a feature whose result depends on a combination of three conditions?',
    },
    stateTransition: {
      why: 'Many bugs show up only after a certain sequence of actions: paying for an order that was already cancelled, or signing in again after the account was locked. Drawing the states and the moves between them shows which transitions are allowed and which the system must refuse. On a real project defects hide in the refused ones, because nobody tries them on purpose.',
      question:
        'How would you test an order that goes from created to paid, shipped and delivered, and can be cancelled along the way?',
    },
    errorGuessing: {
      why: 'Experience tells a tester where developers slip: an empty field, spaces around a value, zero, very long text, symbols, markup. Trying these on purpose finds bugs that no specification mentions. On a real project it adds to the formal techniques rather than replacing them, and a checklist of your usual suspects makes it repeatable.',
      question: 'Besides what the requirements say, what would you try on a new input field, and why?',
    },
  },
};
