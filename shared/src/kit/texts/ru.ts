import type { KitTexts } from './en';

export const ru: KitTexts = {
  casesHeading: 'Тест-кейсы',
  casesCounterLabel: 'Найдено тест-кейсов',
  outOf: '{{found}} из {{total}}',
  allFound: 'Все найдены',
  noneFound: 'Тест-кейсы ещё не найдены.',
  instructionHeading: 'Ваше задание',
  step: 'Шаг {{step}} из {{total}}',
  foundAllCases: 'Вы нашли все тест-кейсы!',
  submit: 'Отправить',
  choose: 'Выберите…',
  invalidField: 'Это значение не соответствует инструкции.',
  resultLabel: 'Результат',
  followInstructions: 'Пожалуйста, следуйте инструкциям',
  emptyValue: '(пусто)',
  loadError: 'Не удалось загрузить задание. Попробуйте позже.',
  networkError: 'Сервер недоступен. Проверьте подключение и попробуйте ещё раз.',
};
