import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../../i18n/i18n';
import type { FieldFlag } from '../progress/progressState';
import { ChallengeForm } from './ChallengeForm';
import type { ChallengeField } from './challengeField';

const FIELDS: ChallengeField[] = [
  { type: 'textfield', label: 'First Number', placeholder: 'Enter the first number' },
  { type: 'textfield', label: 'Second Number' },
];

interface HarnessProps {
  flags?: FieldFlag[];
  disabled?: boolean;
  fields?: ChallengeField[];
}

/** The form with its values held like the page holds them. */
const Harness = ({ flags = [null, null, null], disabled = false, fields = FIELDS }: HarnessProps) => {
  const [values, setValues] = useState(['', '', '']);
  return (
    <ChallengeForm
      label="Addition"
      fields={fields}
      values={values}
      flags={flags}
      disabled={disabled}
      onChange={(index, value) => setValues((old) => old.map((item, at) => (at === index ? value : item)))}
      onSubmit={async () => undefined}
    />
  );
};

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('ChallengeForm', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => setWidth(1024));

  it('labels every field and marks the flagged one invalid with a description', () => {
    render(<Harness flags={[false, true, null]} />);
    const first = screen.getByRole('textbox', { name: 'First Number' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('This value does not match the instruction.');
    expect(screen.getByRole('textbox', { name: 'Second Number' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('returns focus to the first field after submit on screens wider than 768 px', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Second Number' }), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'First Number' })).toHaveFocus();
  });

  it('leaves focus alone on narrow screens', async () => {
    setWidth(768);
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'First Number' })).not.toHaveFocus();
  });

  it('disables everything once completed', () => {
    render(<Harness disabled />);
    expect(screen.getByRole('textbox', { name: 'First Number' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('blocks submission while a dropdown has no choice', async () => {
    const user = userEvent.setup();
    render(<Harness fields={[{ type: 'dropdown', label: 'Currency', options: ['EUR', 'USD'] }]} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
