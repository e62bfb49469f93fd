import type { Localized } from '../i18n/localized';

/**
 * What a subscriber sees on /app/assessment (SPEC §2) under the page's own title and description: how to rehearse
 * an interview's practical task with the challenges there are, and nothing the page does not give; and what the
 * answer says to a user without the subscription.
 */
export const ASSESSMENT_TEXTS = {
  title: {
    en: 'Your rehearsal, step by step',
    ua: 'Ваша репетиція крок за кроком',
    ru: 'Ваша репетиция шаг за шагом',
    pl: 'Twoja próba krok po kroku',
  },
  description: {
    en: "Open an exploratory challenge you have not played yet and give yourself 20 minutes without hints. Write down each test case and bug as you would for an interviewer: the steps, the input, the expected and the actual result. When the time is up, open the challenge's answers and count what you missed, by technique: that is what to practise next.",
    ua: 'Відкрийте дослідницьке завдання, яке ви ще не проходили, і дайте собі 20 хвилин без підказок. Записуйте кожен тестовий випадок і баг так, як зробили б для інтерв’юера: кроки, вхідні дані, очікуваний і фактичний результат. Коли час мине, відкрийте відповіді до завдання й порахуйте пропущене за техніками: саме це варто тренувати далі.',
    ru: 'Откройте исследовательское задание, которое вы ещё не проходили, и дайте себе 20 минут без подсказок. Записывайте каждый тест-кейс и баг так, как сделали бы для интервьюера: шаги, входные данные, ожидаемый и фактический результат. Когда время выйдет, откройте ответы к заданию и посчитайте пропущенное по техникам: именно это стоит тренировать дальше.',
    pl: 'Otwórz wyzwanie eksploracyjne, którego jeszcze nie znasz, i daj sobie 20 minut bez podpowiedzi. Zapisuj każdy przypadek testowy i błąd tak jak dla rekrutera: kroki, dane wejściowe, wynik oczekiwany i rzeczywisty. Gdy czas minie, otwórz odpowiedzi do wyzwania i policz pominięte przypadki według technik: właśnie to warto ćwiczyć dalej.',
  },
  /** For a signed-in user without the subscription: the answer is 200, this sentence says what is missing. */
  noSubscription: {
    en: 'The Interview Assessment needs an active subscription. If you have just subscribed, sign out and sign in again.',
    ua: 'Для оцінювання перед співбесідою потрібна активна підписка. Якщо ви щойно її оформили, вийдіть і увійдіть знову.',
    ru: 'Для оценки перед собеседованием нужна активная подписка. Если вы только что её оформили, выйдите и войдите снова.',
    pl: 'Ocena przed rozmową kwalifikacyjną wymaga aktywnej subskrypcji. Jeśli subskrypcja została właśnie aktywowana, wyloguj się i zaloguj ponownie.',
  },
} as const satisfies Record<string, Localized>;
