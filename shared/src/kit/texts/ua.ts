import type { KitTexts } from './en';

export const ua: KitTexts = {
  casesHeading: 'Тест-кейси',
  casesCounterLabel: 'Знайдено тест-кейсів',
  outOf: '{{found}} з {{total}}',
  allFound: 'Усі знайдено',
  noneFound: 'Тест-кейсів ще не знайдено.',
  instructionHeading: 'Ваше завдання',
  step: 'Крок {{step}} з {{total}}',
  foundAllCases: 'Ви знайшли всі тест-кейси!',
  submit: 'Надіслати',
  choose: 'Оберіть…',
  invalidField: 'Це значення не відповідає інструкції.',
  resultLabel: 'Результат',
  followInstructions: 'Будь ласка, дотримуйтесь інструкцій',
  emptyValue: '(порожньо)',
  loadError: 'Не вдалося завантажити завдання. Спробуйте пізніше.',
  networkError: 'Сервер недоступний. Перевірте з’єднання та спробуйте ще раз.',
};
