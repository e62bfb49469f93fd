import { render, screen, within } from '@testing-library/react';
import { i18n } from '@qa/shared';
import { BugList } from './BugList';
import { ScriptedCaseList } from './ScriptedCaseList';

const FIELDS = [{ type: 'textfield' as const, label: 'Password' }];

describe('scripted case list and bug list', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('lists every public case as case_{n}, checking the found ones, with the counter', () => {
    render(
      <ScriptedCaseList
        publicCases={['Too short', 'Too long', 'Valid']}
        slots={['', 'Too long', '']}
        total={3}
        answers={{ case_2: { first: 'x'.repeat(16) } }}
        fields={FIELDS}
      />,
    );
    expect(screen.getByTestId('cases-counter')).toHaveTextContent('1 out of 3');
    expect(within(screen.getByTestId('cases-counter')).queryByRole('img')).not.toBeInTheDocument();
    const second = document.getElementById('case_2');
    expect(second).toHaveTextContent('Too long');
    expect(second).toHaveTextContent(`Password: ${'x'.repeat(16)}`);
    expect(within(second as HTMLElement).getByRole('img', { name: 'Found' })).toBeInTheDocument();
    expect(
      within(document.getElementById('case_1') as HTMLElement).getByRole('img', { name: 'Not found yet' }),
    );
    expect(document.getElementById('case_3')).toHaveTextContent('Valid');
  });

  it('checks the counter once every case is found', () => {
    render(
      <ScriptedCaseList publicCases={['A', 'B']} slots={['A', 'B']} total={2} answers={{}} fields={FIELDS} />,
    );
    expect(
      within(screen.getByTestId('cases-counter')).getByRole('img', { name: 'All found' }),
    ).toBeInTheDocument();
  });

  it('shows the bugs found as bug_{n} with their counter and check mark, and nothing without bugs', () => {
    const { rerender, container } = render(
      <BugList slots={['', 'Crash on zero']} total={2} answers={{}} fields={FIELDS} />,
    );
    expect(screen.getByRole('heading', { name: 'Bugs' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Bugs found: 1 out of 2' })).toBe(
      screen.getByTestId('bugs-counter'),
    );
    expect(document.getElementById('bug_2')).toHaveTextContent('Crash on zero');
    expect(document.getElementById('bug_1')).toBeNull();
    rerender(<BugList slots={['Overflow', 'Crash on zero']} total={2} answers={{}} fields={FIELDS} />);
    expect(
      within(screen.getByTestId('bugs-counter')).getByRole('img', { name: 'All found' }),
    ).toBeInTheDocument();
    rerender(<BugList slots={[]} total={0} answers={{}} fields={FIELDS} />);
    expect(container).toBeEmptyDOMElement();
  });
});
