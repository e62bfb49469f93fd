import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '@qa/shared';
import { HELPER_DISPLAY_MS } from '../../kitConstants';
import type { FieldFlag } from '../../progress/progressState';
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
  onSubmit?: () => Promise<unknown>;
}

/** The form with its values held like the page holds them. */
const Harness = ({
  flags = [null, null, null],
  disabled = false,
  fields = FIELDS,
  onSubmit = async () => undefined,
}: HarnessProps) => {
  const [values, setValues] = useState(['', '', '']);
  return (
    <ChallengeForm
      label="Addition"
      fields={fields}
      values={values}
      flags={flags}
      disabled={disabled}
      onChange={(index, value) => setValues((old) => old.map((item, at) => (at === index ? value : item)))}
      onSubmit={onSubmit}
    />
  );
};

/** A window `width` px wide, as its media queries answer. */
const setWidth = (width: number) =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1]) }),
  });

describe('ChallengeForm', () => {
  beforeEach(async () => {
    setWidth(1024);
    await i18n.changeLanguage('en');
  });

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

  it('shows the submission pending until the answer comes: Submit dimmed and the form busy', async () => {
    let answer = () => undefined as void;
    const user = userEvent.setup();
    render(<Harness onSubmit={() => new Promise<void>((resolve) => (answer = resolve))} />);
    const form = screen.getByRole('form', { name: 'Addition' });
    expect(form).toHaveAttribute('aria-busy', 'false');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await act(async () => answer());
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('disables everything once completed', () => {
    render(<Harness disabled />);
    expect(screen.getByRole('textbox', { name: 'First Number' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  describe('a dropdown without a choice', () => {
    const CURRENCY: ChallengeField[] = [
      { type: 'dropdown', label: 'Currency', options: ['EUR', 'USD'] },
      { type: 'textfield', label: 'Amount' },
    ];
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('blocks submission and shows the helper text for 5 s instead', async () => {
      const onSubmit = jest.fn(async () => undefined);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Harness fields={CURRENCY} onSubmit={onSubmit} />);
      const submit = screen.getByRole('button', { name: 'Submit' });
      await user.click(submit);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByText('Choose a value in every dropdown, then submit.')).toBeVisible();
      expect(submit).toHaveAccessibleDescription('Choose a value in every dropdown, then submit.');

      act(() => jest.advanceTimersByTime(HELPER_DISPLAY_MS - 1));
      expect(screen.getByText('Choose a value in every dropdown, then submit.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Choose a value in every dropdown, then submit.')).not.toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
      await user.click(submit);
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  it('fills a textfield with its template and gives it focus', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        fields={[
          { type: 'textfield', label: 'Password', template: 'Abc!1234' },
          { type: 'textfield', label: 'Old Password' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Fill with template: Password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('Abc!1234');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /Fill with template/ })).toHaveLength(1);
  });

  it('disables the template button once completed', () => {
    render(<Harness disabled fields={[{ type: 'textfield', label: 'Password', template: 'x' }]} />);
    expect(screen.getByRole('button', { name: 'Fill with template: Password' })).toBeDisabled();
  });
});
