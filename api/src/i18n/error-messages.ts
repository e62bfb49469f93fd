import type { Localized } from './localized';

/** The sentences of the API's error bodies (ApiErrorBody.message). */
export const ERROR_MESSAGES = {
  invalidJson: {
    en: 'The request body is not valid JSON.',
    ua: 'Тіло запиту не є коректним JSON.',
    ru: 'Тело запроса не является корректным JSON.',
    pl: 'Treść żądania nie jest poprawnym JSON-em.',
  },
  emptyBody: {
    en: 'The request body is empty.',
    ua: 'Тіло запиту порожнє.',
    ru: 'Тело запроса пустое.',
    pl: 'Treść żądania jest pusta.',
  },
  invalidRequest: {
    en: 'The request does not have the expected format.',
    ua: 'Запит не відповідає очікуваному формату.',
    ru: 'Запрос не соответствует ожидаемому формату.',
    pl: 'Żądanie nie ma oczekiwanego formatu.',
  },
  invalidTesterKey: {
    en: 'The X-Tester-Key header must be 8 to 64 letters, digits, hyphens or underscores. Leave it out to get a new key.',
    ua: 'Заголовок X-Tester-Key має містити від 8 до 64 літер, цифр, дефісів або підкреслень. Не надсилайте його, щоб отримати новий ключ.',
    ru: 'Заголовок X-Tester-Key должен содержать от 8 до 64 букв, цифр, дефисов или подчёркиваний. Не отправляйте его, чтобы получить новый ключ.',
    pl: 'Nagłówek X-Tester-Key musi mieć od 8 do 64 liter, cyfr, łączników lub podkreśleń. Pomiń go, aby dostać nowy klucz.',
  },
  bodyTooLarge: {
    en: 'The request body is too large.',
    ua: 'Тіло запиту завелике.',
    ru: 'Тело запроса слишком большое.',
    pl: 'Treść żądania jest za duża.',
  },
  headersTooLarge: {
    en: 'The request headers are too large.',
    ua: 'Заголовки запиту завеликі.',
    ru: 'Заголовки запроса слишком большие.',
    pl: 'Nagłówki żądania są za duże.',
  },
  requestTimeout: {
    en: 'The request took too long to arrive.',
    ua: 'Запит надходив занадто довго.',
    ru: 'Запрос поступал слишком долго.',
    pl: 'Żądanie docierało zbyt długo.',
  },
  unsupportedMediaType: {
    en: 'Send the request body as application/json.',
    ua: 'Надсилайте тіло запиту у форматі application/json.',
    ru: 'Отправляйте тело запроса в формате application/json.',
    pl: 'Wyślij treść żądania jako application/json.',
  },
  tooManyRequests: {
    en: 'Too many requests. Please wait a minute and try again.',
    ua: 'Забагато запитів. Зачекайте хвилину й спробуйте знову.',
    ru: 'Слишком много запросов. Подождите минуту и попробуйте снова.',
    pl: 'Zbyt wiele żądań. Odczekaj minutę i spróbuj ponownie.',
  },
  notFound: {
    en: 'There is nothing at this address.',
    ua: 'За цією адресою нічого немає.',
    ru: 'По этому адресу ничего нет.',
    pl: 'Pod tym adresem nic nie ma.',
  },
  challengeNotAvailable: {
    en: 'This challenge is not available yet.',
    ua: 'Це завдання ще недоступне.',
    ru: 'Это задание пока недоступно.',
    pl: 'To wyzwanie nie jest jeszcze dostępne.',
  },
  signInRequired: {
    en: 'Please sign in to see the answers.',
    ua: 'Увійдіть, щоб побачити відповіді.',
    ru: 'Войдите, чтобы увидеть ответы.',
    pl: 'Zaloguj się, aby zobaczyć odpowiedzi.',
  },
  signInForAssessment: {
    en: 'Please sign in to open the Interview Assessment.',
    ua: 'Увійдіть, щоб відкрити оцінювання перед співбесідою.',
    ru: 'Войдите, чтобы открыть оценку перед собеседованием.',
    pl: 'Zaloguj się, aby otworzyć ocenę przed rozmową kwalifikacyjną.',
  },
  signInForProgress: {
    en: 'Please sign in to keep your progress with your account.',
    ua: 'Увійдіть, щоб зберігати свій прогрес в обліковому записі.',
    ru: 'Войдите, чтобы сохранять свой прогресс в учётной записи.',
    pl: 'Zaloguj się, aby zapisywać swoje postępy na koncie.',
  },
  subscriptionRequired: {
    en: 'The Interview Assessment needs an active subscription. If you have just subscribed, sign out and sign in again.',
    ua: 'Для оцінювання перед співбесідою потрібна активна підписка. Якщо ви щойно її оформили, вийдіть і увійдіть знову.',
    ru: 'Для оценки перед собеседованием нужна активная подписка. Если вы только что её оформили, выйдите и войдите снова.',
    pl: 'Ocena przed rozmową kwalifikacyjną wymaga aktywnej subskrypcji. Jeśli subskrypcja została właśnie aktywowana, wyloguj się i zaloguj ponownie.',
  },
  invalidToken: {
    en: 'Your session is not valid. Please sign in again.',
    ua: 'Ваш сеанс недійсний. Увійдіть знову.',
    ru: 'Ваш сеанс недействителен. Войдите снова.',
    pl: 'Twoja sesja jest nieważna. Zaloguj się ponownie.',
  },
  badRequest: {
    en: 'The request could not be processed.',
    ua: 'Запит не вдалося обробити.',
    ru: 'Запрос не удалось обработать.',
    pl: 'Nie udało się przetworzyć żądania.',
  },
  internal: {
    en: 'Something went wrong on the server. Please try again later.',
    ua: 'На сервері щось пішло не так. Спробуйте пізніше.',
    ru: 'На сервере что-то пошло не так. Попробуйте позже.',
    pl: 'Coś poszło nie tak na serwerze. Spróbuj ponownie później.',
  },
  overloaded: {
    en: 'The server is overloaded. Please try again in a few seconds.',
    ua: 'Сервер перевантажений. Спробуйте ще раз за кілька секунд.',
    ru: 'Сервер перегружен. Попробуйте ещё раз через несколько секунд.',
    pl: 'Serwer jest przeciążony. Spróbuj ponownie za kilka sekund.',
  },
  notReady: {
    en: 'The server cannot take requests right now. Please try again in a few seconds.',
    ua: 'Сервер зараз не може приймати запити. Спробуйте ще раз за кілька секунд.',
    ru: 'Сервер сейчас не может принимать запросы. Попробуйте ещё раз через несколько секунд.',
    pl: 'Serwer nie może teraz przyjmować żądań. Spróbuj ponownie za kilka sekund.',
  },
  signInForGame: {
    en: 'Please sign in to choose your name on the leaderboard.',
    ua: 'Увійдіть, щоб вибрати своє ім’я для таблиці лідерів.',
    ru: 'Войдите, чтобы выбрать своё имя для таблицы лидеров.',
    pl: 'Zaloguj się, aby wybrać swoją nazwę w tabeli wyników.',
  },
  gameRoundNotFound: {
    en: 'This round was not found. Start a new round.',
    ua: 'Раунд не знайдено. Почніть новий раунд.',
    ru: 'Раунд не найден. Начните новый раунд.',
    pl: 'Nie znaleziono tej rundy. Rozpocznij nową rundę.',
  },
  gameRoundOver: {
    en: 'Time is up: this round is over and no longer scores. Start a new round to play again.',
    ua: 'Час вийшов: цей раунд завершено, і бали більше не нараховуються. Почніть новий раунд, щоб зіграти ще.',
    ru: 'Время вышло: этот раунд завершён, и очки больше не начисляются. Начните новый раунд, чтобы сыграть ещё.',
    pl: 'Czas minął: ta runda się skończyła i nie daje już punktów. Rozpocznij nową rundę, aby zagrać ponownie.',
  },
  gameChallengeNotInRound: {
    en: 'This challenge is not part of this round.',
    ua: 'Це завдання не входить до цього раунду.',
    ru: 'Это задание не входит в этот раунд.',
    pl: 'To wyzwanie nie należy do tej rundy.',
  },
  invalidDisplayName: {
    en: 'A display name has 2 to 24 characters: letters, digits, spaces, dots, underscores or hyphens, with at least one letter or digit.',
    ua: 'Ім’я для таблиці лідерів має містити від 2 до 24 символів: літери, цифри, пробіли, крапки, підкреслення або дефіси, і хоча б одну літеру чи цифру.',
    ru: 'Имя для таблицы лидеров должно содержать от 2 до 24 символов: буквы, цифры, пробелы, точки, подчёркивания или дефисы, и хотя бы одну букву или цифру.',
    pl: 'Nazwa w tabeli wyników musi mieć od 2 do 24 znaków: litery, cyfry, spacje, kropki, podkreślenia lub łączniki, w tym co najmniej jedną literę lub cyfrę.',
  },
} as const satisfies Record<string, Localized>;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;
