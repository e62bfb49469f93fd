import { render, screen } from '@testing-library/react';
import { i18n } from '@qa/shared';
import { SubmittedValues } from './SubmittedValues';

const FIELDS = [
  { type: 'textfield' as const, label: 'Password' },
  { type: 'textfield' as const, label: 'Nickname' },
];

describe('SubmittedValues', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows each value exactly as sent, in quotes with its spaces, no number rewritten', () => {
    render(<SubmittedValues fields={FIELDS} values={[' -0 ', '007']} />);
    const line = screen.getByText(/^Sent:/);
    // <q> adds the quotation marks of the page's language around each value.
    expect([...line.querySelectorAll('q')].map((value) => value.textContent)).toEqual([' -0 ', '007']);
    expect(line).toHaveTextContent('Sent: Password: -0 · Nickname: 007');
  });

  it('cuts a value of 33 characters or more at 32 with its length, and names an empty field', () => {
    render(<SubmittedValues fields={FIELDS} values={[`${'a'.repeat(32)}bcd`, 'empty', '']} />);
    expect(screen.getByText(/^Sent:/)).toHaveTextContent(
      `Sent: Password: ${'a'.repeat(32)}… (length 35) · Nickname: (empty)`,
    );
  });

  it('shows a typed word "empty" as text when the submission names its empty fields', () => {
    render(<SubmittedValues fields={FIELDS} values={['puste', 'empty']} emptyFields={['second']} />);
    expect(screen.getByText(/^Sent:/)).toHaveTextContent('Sent: Password: puste · Nickname: (empty)');
  });

  it('shows nothing before the first submission', () => {
    const { container } = render(<SubmittedValues fields={FIELDS} values={['', '', '']} />);
    expect(container).toBeEmptyDOMElement();
  });
});
