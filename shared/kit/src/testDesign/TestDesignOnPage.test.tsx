import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, i18n, type ChallengeEntry } from '@qa/shared';
import type { TestDesignInfo } from '@qa/shared/test-design/schema';
import type { ChallengeField } from '../components/form/challengeField';
import { ModeChallenge } from '../components/layout/ModeChallenge';
import { mockHttp } from '../test/mockHttp';
import { renderWithStore } from '../test/renderWithStore';

const entry = (group: string, key: string): ChallengeEntry<string> => {
  const found = findChallenge(group, key);
  if (!found) throw new Error(`${group}/${key} is in the catalogue`);
  return found;
};

const FIELDS: ChallengeField[] = [
  { type: 'textfield', label: 'Amount' },
  { type: 'dropdown', label: 'Currency From' },
  { type: 'dropdown', label: 'Currency To' },
];

const DESIGN: TestDesignInfo = {
  fields: ['first', 'second', 'third'],
  outcomes: [{ id: 'converted', text: 'Converted' }],
  builds: [{ number: 1 }],
  variantsTotal: 8,
};

const server = () =>
  mockHttp({
    get: (path) =>
      path.startsWith('api/test-design/')
        ? DESIGN
        : { cases: ['Zero amount'], casesTotal: 1, bugsTotal: 0, caseOptions: 'EUR,USD' },
  });

const renderPage = (challenge: ChallengeEntry<string>) =>
  renderWithStore(
    <ModeChallenge
      challenge={challenge}
      title="A challenge"
      description={['What it does.']}
      fields={FIELDS}
    />,
  );

describe('the test design on a challenge page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    return i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('sits below a scripted form and takes its labels, its dropdowns’ options and its current values', async () => {
    server();
    const user = userEvent.setup();
    renderPage(entry('scripted', 'currencyConverter'));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency From' }), 'USD');
    await user.click(screen.getByRole('button', { name: 'Test design' }));
    await user.click(await screen.findByRole('button', { name: 'Add the values from the form' }));
    expect(screen.getByRole('textbox', { name: 'Amount, test case 1' })).toHaveValue('100');
    const from = screen.getByRole('combobox', { name: 'Currency From, test case 1' });
    expect(from).toHaveValue('USD');
    expect([...(from as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '',
      'EUR',
      'USD',
    ]);
  });

  it('is not offered on a challenge the API has no test design for, as a newly added one', async () => {
    server();
    renderPage({ ...entry('scripted', 'currencyConverter'), key: 'leapYear' });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Test design' })).not.toBeInTheDocument();
  });

  it('is not on a learn page', async () => {
    server();
    renderPage(entry('learn', 'adder'));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Test design' })).not.toBeInTheDocument();
  });
});
