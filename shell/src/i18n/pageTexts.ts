import { addTexts, type Texts } from '@qa/shared';

/**
 * The shell's identity-dependent pages: answers, terms and privacy, the interview assessment. Only those pages
 * import this module, and they are loaded when first shown (routes/lazyPages.ts), so their texts are too.
 */
export const PAGES_NAMESPACE = 'pages';

export const pageTexts: Texts = {
  en: {
    unreadable: "The server's answer could not be read.",
    answers: {
      title: 'Answers',
      intro: 'Choose a challenge to see its test cases and bugs, each with an example input.',
      dialogTitle: 'Answers: {{challenge}}',
      ok: 'OK',
    },
    staticPages: {
      'terms-and-conditions': 'Terms and Conditions',
      'privacy-policy': 'Privacy Policy',
    },
    assessment: {
      signInNote: 'To take the assessment, <login>log in</login> or <register>register</register>.',
      subscribeTitle: 'An active subscription is needed',
      subscribeText:
        'Your account has no active subscription yet. To get one, write to us through the feedback form; once it is active, the assessment opens on this page.',
      feedback: 'Open the feedback form',
      verifyNote:
        'Please also verify your email address: your <dashboard>dashboard</dashboard> can send the verification email again.',
    },
  },
  ua: {
    unreadable: 'Не вдалося прочитати відповідь сервера.',
    answers: {
      title: 'Відповіді',
      intro: 'Оберіть завдання, щоб побачити його тестові випадки та баги, кожен із прикладом вхідних даних.',
      dialogTitle: 'Відповіді: {{challenge}}',
      ok: 'OK',
    },
    staticPages: {
      'terms-and-conditions': 'Умови використання',
      'privacy-policy': 'Політика конфіденційності',
    },
    assessment: {
      signInNote: 'Щоб пройти оцінювання, <login>увійдіть</login> або <register>зареєструйтеся</register>.',
      subscribeTitle: 'Потрібна активна підписка',
      subscribeText:
        'У вашого облікового запису ще немає активної підписки. Щоб її отримати, напишіть нам через форму зворотного зв’язку; щойно підписка стане активною, оцінювання відкриється на цій сторінці.',
      feedback: 'Відкрити форму зворотного зв’язку',
      verifyNote:
        'Також підтвердьте свою електронну адресу: в <dashboard>особистому кабінеті</dashboard> можна надіслати лист підтвердження ще раз.',
    },
  },
  ru: {
    unreadable: 'Не удалось прочитать ответ сервера.',
    answers: {
      title: 'Ответы',
      intro: 'Выберите задание, чтобы увидеть его тест-кейсы и баги, каждый с примером входных данных.',
      dialogTitle: 'Ответы: {{challenge}}',
      ok: 'OK',
    },
    staticPages: {
      'terms-and-conditions': 'Условия использования',
      'privacy-policy': 'Политика конфиденциальности',
    },
    assessment: {
      signInNote: 'Чтобы пройти оценку, <login>войдите</login> или <register>зарегистрируйтесь</register>.',
      subscribeTitle: 'Нужна активная подписка',
      subscribeText:
        'У вашего аккаунта пока нет активной подписки. Чтобы её получить, напишите нам через форму обратной связи; как только подписка станет активной, оценка откроется на этой странице.',
      feedback: 'Открыть форму обратной связи',
      verifyNote:
        'Также подтвердите свой адрес электронной почты: в <dashboard>личном кабинете</dashboard> можно отправить письмо с подтверждением ещё раз.',
    },
  },
  pl: {
    unreadable: 'Nie udało się odczytać odpowiedzi serwera.',
    answers: {
      title: 'Odpowiedzi',
      intro:
        'Wybierz wyzwanie, aby zobaczyć jego przypadki testowe i błędy, każdy z przykładowymi danymi wejściowymi.',
      dialogTitle: 'Odpowiedzi: {{challenge}}',
      ok: 'OK',
    },
    staticPages: {
      'terms-and-conditions': 'Regulamin',
      'privacy-policy': 'Polityka prywatności',
    },
    assessment: {
      signInNote:
        'Aby przystąpić do oceny, <login>zaloguj się</login> lub <register>zarejestruj się</register>.',
      subscribeTitle: 'Potrzebna jest aktywna subskrypcja',
      subscribeText:
        'Twoje konto nie ma jeszcze aktywnej subskrypcji. Aby ją uzyskać, napisz do nas przez formularz opinii; gdy subskrypcja będzie aktywna, ocena otworzy się na tej stronie.',
      feedback: 'Otwórz formularz opinii',
      verifyNote:
        'Potwierdź też swój adres e-mail: w <dashboard>panelu</dashboard> możesz ponownie wysłać e-mail weryfikacyjny.',
    },
  },
};

// On module evaluation, like the page kit's texts: whatever imports the namespace finds its texts there.
addTexts(PAGES_NAMESPACE, pageTexts);
