import { NEWSLETTER_MESSAGES, rules } from './rules';
import { design } from './design';
import type { ReportedChallenge } from '../../../bug-reports/bug-report';
import { replayOf } from '../../../bug-reports/replay';

const ADDRESS = {
  en: ['email', 'e-mail', 'address', 'subscri', 'newsletter'],
  ua: ['адрес', 'пошт', 'email', 'e-mail', 'підпис', 'розсилк'],
  ru: ['адрес', 'почт', 'email', 'e-mail', 'подпис', 'рассылк'],
  pl: ['adres', 'e-mail', 'email', 'subskryp', 'zapis', 'newsletter'],
};

/** An address let through that the description refuses. */
const LET_THROUGH = {
  en: [
    'accepted',
    'accepts',
    'allowed',
    'not refused',
    'not rejected',
    'no error',
    'subscribed',
    'treated as valid',
  ],
  ua: ['прийма', 'дозвол', 'не відхил', 'немає помилки', 'підписано', 'підписує', 'вважається коректн'],
  ru: ['принима', 'разреш', 'не отклон', 'нет ошибки', 'подписан', 'подписывает', 'считается корректн'],
  pl: [
    'akcept',
    'przyjmowan',
    'dozwolon',
    'nie odrzuca',
    'brak błędu',
    'zostaje zapisan',
    'uznawan za poprawn',
  ],
};

/**
 * The newsletter's planted bugs as a reviewer reads their reports. The expected result is what the reference build
 * (the test design's) answers the reproducing step.
 */
export const reports: ReportedChallenge = {
  replay: replayOf(rules),
  messages: Object.values(NEWSLETTER_MESSAGES),
  expectedOf: (step, language) => {
    const [outcome] = design.reference.outcomesOf([step]);
    return outcome ? NEWSLETTER_MESSAGES[outcome][language] : '';
  },
  bugs: [
    {
      feature: {
        en: ['already subscribed', 'registered', 'existing', 're-subscri', 'resubscri', ...ADDRESS.en],
        ua: ['вже підписан', 'уже підписан', 'зареєстрован', 'повторн', ...ADDRESS.ua],
        ru: ['уже подписан', 'зарегистрирован', 'повторн', ...ADDRESS.ru],
        pl: ['już zapisan', 'zarejestrowan', 'ponown', ...ADDRESS.pl],
      },
      behaviour: {
        en: [
          'subscribed again',
          'second time',
          'again',
          'twice',
          'duplicate',
          'case-sensitive',
          'case sensitive',
          'capital',
          'upper case',
          'uppercase',
          'not recogni',
        ],
        ua: [
          'повторно',
          'вдруге',
          'ще раз',
          'дубл',
          'регістр',
          'великими літерами',
          'великі літери',
          'не розпізна',
        ],
        ru: ['повторно', 'второй раз', 'ещё раз', 'еще раз', 'дубл', 'регистр', 'заглавн', 'не распозна'],
        pl: ['ponownie', 'drugi raz', 'jeszcze raz', 'dubl', 'wielkość liter', 'wielki', 'nie rozpozna'],
      },
      severities: ['major', 'minor'],
      model: {
        title: {
          en: 'An already subscribed email typed in capitals is subscribed again instead of refused',
          ua: 'Уже підписана адреса, введена великими літерами, підписується повторно замість відмови',
          ru: 'Уже подписанный адрес, введённый заглавными буквами, подписывается повторно вместо отказа',
          pl: 'Już zapisany adres wpisany wielkimi literami zostaje zapisany ponownie zamiast odrzucenia',
        },
        steps: [{ first: 'Anna.Smith@example.com', second: '', third: '' }],
        expected: NEWSLETTER_MESSAGES.resubscription,
        actual: NEWSLETTER_MESSAGES.subscribed,
        severity: 'major',
        priority: 'medium',
      },
    },
    {
      feature: {
        en: ['dot', 'period', 'before the @', 'local part', ...ADDRESS.en],
        ua: ['крапк', 'перед @', 'локальн', ...ADDRESS.ua],
        ru: ['точк', 'перед @', 'локальн', ...ADDRESS.ru],
        pl: ['kropk', 'przed @', 'część lokaln', ...ADDRESS.pl],
      },
      behaviour: LET_THROUGH,
      severities: ['major', 'minor'],
      model: {
        title: {
          en: 'An email with a dot at the start, at the end or twice in a row before the @ is accepted',
          ua: 'Приймається адреса з крапкою на початку, у кінці чи двома крапками поспіль перед @',
          ru: 'Принимается адрес с точкой в начале, в конце или двумя точками подряд перед @',
          pl: 'Akceptowany jest adres z kropką na początku, na końcu lub dwiema kropkami z rzędu przed @',
        },
        steps: [{ first: 'john..doe@example.com', second: '', third: '' }],
        expected: NEWSLETTER_MESSAGES.invalid,
        actual: NEWSLETTER_MESSAGES.subscribed,
        severity: 'major',
        priority: 'medium',
      },
    },
    {
      feature: {
        en: ['domain', ...ADDRESS.en],
        ua: ['домен', ...ADDRESS.ua],
        ru: ['домен', ...ADDRESS.ru],
        pl: ['domen', ...ADDRESS.pl],
      },
      behaviour: {
        en: [
          'refused',
          'rejected',
          'declined',
          'not accept',
          'invalid',
          'error',
          'case-sensitive',
          'case sensitive',
          'cannot subscribe',
        ],
        ua: [
          'відхиля',
          'не прийма',
          'некоректн',
          'помилк',
          'регістр',
          'не можна підписатися',
          'неможливо підписатися',
        ],
        ru: [
          'отклоня',
          'не принима',
          'некорректн',
          'ошибк',
          'регистр',
          'нельзя подписаться',
          'невозможно подписаться',
        ],
        pl: [
          'odrzuca',
          'nie jest akceptowan',
          'nieprawidłow',
          'błąd',
          'wielkość liter',
          'nie można się zapisać',
        ],
      },
      severities: ['major', 'critical', 'minor'],
      model: {
        title: {
          en: 'A valid email with the domain in capitals is rejected as invalid',
          ua: 'Коректна адреса з доменом, написаним великими літерами, відхиляється як некоректна',
          ru: 'Корректный адрес с доменом, написанным заглавными буквами, отклоняется как некорректный',
          pl: 'Poprawny adres z domeną pisaną wielkimi literami jest odrzucany jako nieprawidłowy',
        },
        steps: [{ first: 'john@EXAMPLE.COM', second: '', third: '' }],
        expected: NEWSLETTER_MESSAGES.subscribed,
        actual: NEWSLETTER_MESSAGES.invalid,
        severity: 'major',
        priority: 'high',
      },
    },
  ],
};
