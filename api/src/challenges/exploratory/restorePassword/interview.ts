import type { InterviewSpec } from '../../../interview/families';
import { passwordInterview } from '../../support/password-interview';
import { design } from './design';

/** The rules, the messages and the report specs are the validation form's too, but for its limits and its answer. */
const { rules, messages, specs } = passwordInterview(design, 'changed', { min: 4, max: 12 });

/** Restore Password as an interview hands it over: its requirements, its one field, and a spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'New password form (password restore)',
      ua: 'Форма нового пароля (відновлення пароля)',
      ru: 'Форма нового пароля (восстановление пароля)',
      pl: 'Formularz nowego hasła (przywracanie hasła)',
    },
    summary: {
      en: 'After a password restore request, the form sets a new password. It checks the new password against the rules and answers with one message: that the password is changed, or the first rule it breaks.',
      ua: 'Після запиту на відновлення пароля форма встановлює новий пароль. Вона перевіряє новий пароль на відповідність правилам і відповідає одним повідомленням: що пароль змінено або яке перше правило він порушує.',
      ru: 'После запроса на восстановление пароля форма устанавливает новый пароль. Она проверяет новый пароль на соответствие правилам и отвечает одним сообщением: что пароль изменён или какое первое правило он нарушает.',
      pl: 'Po prośbie o przywrócenie hasła formularz ustawia nowe hasło. Sprawdza, czy nowe hasło spełnia zasady, i odpowiada jednym komunikatem: że hasło zostało zmienione albo którą zasadę łamie jako pierwszą.',
    },
    rules,
  },
  labels: { first: { en: 'New Password', ua: 'Новий пароль', ru: 'Новый пароль', pl: 'Nowe hasło' } },
  messages,
  specs,
};
