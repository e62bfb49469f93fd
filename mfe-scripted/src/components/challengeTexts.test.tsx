import { i18n } from '@qa/shared';
import { useChallengeTexts } from '@qa/kit';
import { renderHook } from '@testing-library/react';
import { createProfile } from '../challenges/createProfile';
import { currencyConverter } from '../challenges/currencyConverter';
import { SCRIPTED_NAMESPACE } from '../i18n/scriptedTexts';

describe("a challenge's texts from the remote's namespace", () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('gives dropdowns their options and textfields a template only where the texts have one', () => {
    const { fields } = renderHook(() => useChallengeTexts(SCRIPTED_NAMESPACE, createProfile)).result.current;
    expect(fields.map((field) => field.template)).toEqual(['qa_anna', 'Smith', undefined]);
    expect(fields[2]).toMatchObject({ type: 'dropdown', label: 'Birth Year', placeholder: 'Choose a year' });

    const currency = renderHook(() => useChallengeTexts(SCRIPTED_NAMESPACE, currencyConverter)).result
      .current;
    expect(currency.fields[0]).toEqual({
      type: 'textfield',
      label: 'Amount',
      placeholder: 'Enter an amount',
    });
  });

  it('puts the short paragraph first and how scripted mode works last, with the hint apart', () => {
    const { description, hint } = renderHook(() => useChallengeTexts(SCRIPTED_NAMESPACE, currencyConverter))
      .result.current;
    expect(description[0]).toBe('This form converts an amount of money from one currency to another.');
    expect(description.at(-1)).toMatch(/^The list on the side names the test cases/);
    expect(hint).toMatch(/every pair of currencies/);
  });
});
