/**
 * The texts of the parts only some pages show (builder, sandbox, the blocked-field and not-found notices) in
 * English; the others are typed against this shape.
 */
export const en = {
  validate: 'Validate',
  emptyOption: '(empty field)',
  completedForm: 'This challenge is completed',
  resetOverlayText: 'You have already completed this challenge. Press Reset below the form to play it again.',
  testCasesHeading: 'Your test cases',
  scenariosHeading: 'Your scenarios',
  testCaseNumber: 'Test case {{n}}',
  scenarioNumber: 'Scenario {{n}}',
  expectedResultColumn: 'Expected result',
  noTestCases: 'No test cases yet: build one with the form.',
  noScenarios: 'No scenarios yet: build one with the form.',
  checklistHeading: 'Checklist',
  givenLine: 'Given the {{field}} is {{value}}',
  andLine: 'And the {{field}} is {{value}}',
  whenLine: 'When the form is submitted',
  thenLine: 'Then {{result}}',
  thenValueLine: 'Then {{result}}: "{{value}}"',
  sandboxHeading: 'Your API sandbox',
  sandboxText:
    'Call the API from curl, Postman or your own code with this key: every test case and bug you find that way counts here too.',
  testerKey: 'Tester key',
  baseUrl: 'Base URL',
  apiDocs: 'API documentation',
  curlExample: 'Try it',
  copy: 'Copy',
  copied: 'Copied',
  notFoundTitle: 'Challenge not found',
  notFoundText: 'This mode has no challenge with this name. Choose one of these.',
  notFoundList: 'Challenges: {{groups}}',
  selectMethod: 'Choose the HTTP method first: the body depends on it.',
  ok: 'OK',
};

export type PartTexts = typeof en;
