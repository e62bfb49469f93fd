import { render, screen } from '@testing-library/react';
import { i18n } from '@qa/shared';
import { SubmittedValues } from './SubmittedValues';

const FIELDS = [
  { type: 'textfield' as const, label: 'Password' },
  { type: 'textfield' as const, label: 'Nickname' },
];

describe('SubmittedValues', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows a value of 33 characters or more as 32 and an ellipsis, and an empty field as empty', () => {
    render(<SubmittedValues fields={FIELDS} values={[`${'a'.repeat(32)}bcd`, 'empty', '']} />);
    expect(screen.getByText(`Sent: Password: ${'a'.repeat(32)}… · Nickname: (empty)`)).toBeInTheDocument();
  });

  it('shows nothing before the first submission', () => {
    const { container } = render(<SubmittedValues fields={FIELDS} values={['', '', '']} />);
    expect(container).toBeEmptyDOMElement();
  });
});
