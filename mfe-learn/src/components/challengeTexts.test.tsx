import { i18n } from '@qa/shared';
import { useChallengeTexts } from '@qa/kit';
import { act, renderHook } from '@testing-library/react';
import { passwordRestore } from '../challenges/passwordRestore';
import { updateNickname } from '../challenges/updateNickname';
import { LEARN_NAMESPACE } from '../i18n/learnTexts';

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
