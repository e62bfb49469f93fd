import { CHALLENGES, i18n } from '@qa/shared';
import { formDefinition, useChallengeTexts, type ModeChallengeDefinition } from '@qa/kit';
import { act, renderHook } from '@testing-library/react';
import { LEARN_NAMESPACE } from '../i18n/learnTexts';

/** The form of a catalogue challenge, as the kit renders it. */
const formOf = (key: string): ModeChallengeDefinition => {
  const entry = CHALLENGES.find((challenge) => challenge.key === key);
  const definition = entry && formDefinition(entry);
  if (!definition) throw new Error(`${key} is not a form in the catalogue`);
  return definition;
};

const passwordRestore = formOf('passwordRestore');
const updateNickname = formOf('updateNickname');

describe("a challenge's texts from the remote's namespace", () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('gives a template only where the texts have one, and the hint', () => {
    const { result } = renderHook(() => useChallengeTexts(LEARN_NAMESPACE, updateNickname));
    expect(result.current.fields.map((field) => field.template)).toEqual(['qa_anna', 'Anna', 'Smith']);
    expect(result.current.hint).toMatch(/one field at a time/);

    const password = renderHook(() => useChallengeTexts(LEARN_NAMESPACE, passwordRestore)).result.current;
    expect(password.fields).toEqual([
      { type: 'textfield', label: 'New Password', placeholder: 'Enter a new password' },
    ]);
  });

  it('puts the short paragraph first and how learn mode works last, in the current language', async () => {
    const { result } = renderHook(() => useChallengeTexts(LEARN_NAMESPACE, passwordRestore));
    expect(result.current.description[0]).toBe('This form sets a new password for your account.');
    await act(async () => {
      await i18n.changeLanguage('ua');
    });
    expect(result.current.title).toBe('Відновлення пароля');
    expect(result.current.description.at(-1)).toMatch(/^У режимі навчання/);
  });
});
