import type { Language } from '@qa/shared/catalogue';
import type { Localized } from '../i18n/localized';

/** The sentences of the tester APIs' error bodies; {{name}} marks a value filled in. */
export const API_TEXTS = {
  invalidJson: {
    en: 'The request body is not valid JSON.',
    ua: 'Тіло запиту не є коректним JSON.',
    ru: 'Тело запроса не является корректным JSON.',
    pl: 'Treść żądania nie jest poprawnym JSON-em.',
  },
  methodNotAllowed: {
    en: '{{method}} is not allowed on {{path}}. Allowed: {{allow}}.',
    ua: 'Метод {{method}} не дозволений для {{path}}. Дозволені: {{allow}}.',
    ru: 'Метод {{method}} не разрешён для {{path}}. Разрешены: {{allow}}.',
    pl: 'Metoda {{method}} nie jest dozwolona dla {{path}}. Dozwolone: {{allow}}.',
  },
  endpointNotFound: {
    en: 'There is no endpoint {{path}}. Use /users or /users/{id}.',
    ua: 'Ендпоінт {{path}} не існує. Використовуйте /users або /users/{id}.',
    ru: 'Эндпоинта {{path}} не существует. Используйте /users или /users/{id}.',
    pl: 'Nie ma endpointu {{path}}. Użyj /users albo /users/{id}.',
  },
  invalidId: {
    en: 'The user id must be a whole number from 1 up.',
    ua: 'Ідентифікатор користувача має бути цілим числом від 1.',
    ru: 'Идентификатор пользователя должен быть целым числом от 1.',
    pl: 'Identyfikator użytkownika musi być liczbą całkowitą od 1 wzwyż.',
  },
  userNotFound: {
    en: 'No user has the id {{id}}.',
    ua: 'Користувача з ідентифікатором {{id}} немає.',
    ru: 'Пользователя с идентификатором {{id}} нет.',
    pl: 'Nie ma użytkownika o identyfikatorze {{id}}.',
  },
  bodyNotObject: {
    en: 'The body must be a JSON object, like {{example}}.',
    ua: 'Тіло має бути об’єктом JSON, наприклад {{example}}.',
    ru: 'Тело должно быть объектом JSON, например {{example}}.',
    pl: 'Treść musi być obiektem JSON, na przykład {{example}}.',
  },
  unknownFields: {
    en: 'The body may only have {{allowed}}. Remove {{fields}}.',
    ua: 'Тіло може містити лише {{allowed}}. Приберіть {{fields}}.',
    ru: 'Тело может содержать только {{allowed}}. Уберите {{fields}}.',
    pl: 'Treść może zawierać tylko {{allowed}}. Usuń {{fields}}.',
  },
  fieldRequired: {
    en: 'The body must have {{field}}.',
    ua: 'Тіло має містити {{field}}.',
    ru: 'Тело должно содержать {{field}}.',
    pl: 'Treść musi zawierać {{field}}.',
  },
  nameNotString: {
    en: 'The name must be a string.',
    ua: 'Ім’я має бути рядком.',
    ru: 'Имя должно быть строкой.',
    pl: 'Imię musi być ciągiem znaków.',
  },
  nameBlank: {
    en: 'The name must not be blank.',
    ua: 'Ім’я не може бути порожнім.',
    ru: 'Имя не может быть пустым.',
    pl: 'Imię nie może być puste.',
  },
  nameTooLong: {
    en: 'The name must be at most {{max}} characters long.',
    ua: 'Ім’я може мати щонайбільше {{max}} символів.',
    ru: 'Имя может содержать не более {{max}} символов.',
    pl: 'Imię może mieć najwyżej {{max}} znaków.',
  },
  sandboxFull: {
    en: 'Your sandbox is full: it holds at most {{users}} users and {{bytes}} bytes of names. Delete some users first.',
    ua: 'Ваша пісочниця заповнена: вона вміщує щонайбільше {{users}} користувачів і {{bytes}} байтів імен. Спершу видаліть когось.',
    ru: 'Ваша песочница заполнена: она вмещает не более {{users}} пользователей и {{bytes}} байт имён. Сначала удалите кого-нибудь.',
    pl: 'Twoja piaskownica jest pełna: mieści najwyżej {{users}} użytkowników i {{bytes}} bajtów imion. Najpierw usuń kilku użytkowników.',
  },
  notANumber: {
    en: '{{field}} must be a number, or a string holding one.',
    ua: '{{field}} має бути числом або рядком із числом.',
    ru: '{{field}} должно быть числом или строкой с числом.',
    pl: '{{field}} musi być liczbą albo ciągiem znaków z liczbą.',
  },
  sumOutOfRange: {
    en: 'The sum is too large to compute.',
    ua: 'Сума завелика, щоб її обчислити.',
    ru: 'Сумма слишком велика для вычисления.',
    pl: 'Suma jest za duża, by ją obliczyć.',
  },
} as const satisfies Record<string, Localized>;

export type ApiTextKey = keyof typeof API_TEXTS;

export const apiText = (
  key: ApiTextKey,
  language: Language,
  values: Readonly<Record<string, string | number>> = {},
): string =>
  API_TEXTS[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
