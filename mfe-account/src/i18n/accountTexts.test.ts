import { i18n } from '@qa/shared';
import { CLASS_CODE_LENGTH } from '@qa/shared/classroom';
import { passwordTextValues } from '../validation/accountValidation';
import { ACCOUNT_NAMESPACE } from './accountTexts';

describe('account texts', () => {
  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', ACCOUNT_NAMESPACE)('notices.resetSent')).toBe(
      'Wysłano e-mail do resetowania hasła!',
    );
  });
});

describe('account texts with a number', () => {
  const say = (language: string, key: string, values: Record<string, number>) =>
    i18n.getFixedT(language, ACCOUNT_NAMESPACE)(key, values);

  it.each([
    [
      'en',
      '6 to 128 characters',
      'The password needs at least 6 characters.',
      'The 6 characters your trainer gave you',
    ],
    [
      'ua',
      'Від 6 до 128 символів',
      'Пароль має містити щонайменше 6 символів.',
      '6 символів, які дав вам тренер',
    ],
    [
      'ru',
      'От 6 до 128 символов',
      'Пароль должен содержать не менее 6 символов.',
      '6 символов, которые дал вам тренер',
    ],
    ['pl', 'Od 6 do 128 znaków', 'Hasło musi mieć co najmniej 6 znaków.', '6 znaków, które podał ci trener'],
  ])('agree with the number in %s', (language, hint, short, classCode) => {
    expect(say(language, 'hints.password', passwordTextValues())).toBe(hint);
    expect(say(language, 'validation.shortPassword', passwordTextValues('shortPassword'))).toBe(short);
    expect(say(language, 'dashboard.classCodeHint', { count: CLASS_CODE_LENGTH })).toBe(classCode);
  });

  it.each([
    ['en', 1, 'Please enter the 1 character of the class code.'],
    ['ua', 3, 'Введіть усі 3 символи коду класу.'],
    ['ru', 21, 'Введите 21 символ кода класса.'],
    ['pl', 4, 'Wpisz wszystkie 4 znaki kodu klasy.'],
  ])('take the form of the count in %s (%i)', (language, count, said) => {
    expect(say(language, 'validation.classCode', { count })).toBe(said);
  });
});
