import type { InterviewSpec } from '../../../interview/families';
import { PASSWORD_LENGTH } from '../../support/password';
import { passwordInterview } from '../../support/password-interview';
import { design } from './design';

/** The rules, the messages and the report specs are the restore form's too, but for its limits and its answer. */
const { rules, messages, specs } = passwordInterview(design, 'valid', PASSWORD_LENGTH);

/** Password Validation as an interview hands it over: its requirements, its one field, and a spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'Password validation form',
      ua: 'Форма перевірки пароля',
      ru: 'Форма проверки пароля',
      pl: 'Formularz walidacji hasła',
    },
    summary: {
      en: 'The form checks a password against the password rules and answers with one message: that the password is valid, or the first rule it breaks.',
      ua: 'Форма перевіряє пароль на відповідність правилам і відповідає одним повідомленням: що пароль коректний або яке перше правило він порушує.',
      ru: 'Форма проверяет пароль на соответствие правилам и отвечает одним сообщением: что пароль корректный или какое первое правило он нарушает.',
      pl: 'Formularz sprawdza, czy hasło spełnia zasady, i odpowiada jednym komunikatem: że hasło jest poprawne albo którą zasadę łamie jako pierwszą.',
    },
    rules,
  },
  labels: { first: { en: 'Password', ua: 'Пароль', ru: 'Пароль', pl: 'Hasło' } },
  messages,
  specs,
};
