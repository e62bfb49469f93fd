import { CHALLENGES, i18n } from '@qa/shared';
import { formDefinition, useChallengeTexts, type ModeChallengeDefinition } from '@qa/kit';
import { renderHook } from '@testing-library/react';
import { SCRIPTED_NAMESPACE } from '../i18n/scriptedTexts';

/** The form of a catalogue challenge, as the kit renders it. */
const formOf = (key: string): ModeChallengeDefinition => {
  const entry = CHALLENGES.find((challenge) => challenge.key === key);
  const definition = entry && formDefinition(entry);
  if (!definition) throw new Error(`${key} is not a form in the catalogue`);
  return definition;
};

const createProfile = formOf('createProfile');
const currencyConverter = formOf('currencyConverter');

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
