import { addTexts, type Texts } from '@qa/shared';

/**
 * The shell's pages loaded when first shown: the list, about, answers, terms and privacy, the interview assessment.
 * Only those pages import this module (routes/lazyPages.ts), so their texts load with them.
 */
export const PAGES_NAMESPACE = 'pages';

export const pageTexts: Texts = {
  en: {
    list: {
      title: 'List of Challenges',
      showAll: 'Show all challenges',
      completed: 'Completed',
      found: '{{found}} of {{total}} found',
    },
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
    about: {
      title: 'About the simulator',
      intro: 'The challenges are grouped by testing technique. Each group trains its own skill.',
      groups: {
        learn: 'Guided first steps: instructions lead you through your first test cases one at a time.',
        scripted: 'A fixed list of test cases to run in any order, the way you follow a test script.',
        generator: 'Build test cases yourself by choosing two inputs and the expected result.',
        gherkin: 'Compose Given–When–Then scenarios from inputs and an expected outcome.',
        functional: 'Test small working apps, a to-do list and a hotel search, the way their users do.',
        apiTesting:
          'Test real HTTP endpoints, the Addition API and the User API, with the tool of your choice.',
        exploratory:
          'No script: explore the form, find the cases and hunt for planted bugs; a hint helps when you are stuck.',
      },
      answersTitle: 'Answers',
      answers: 'See the answers',
      signInNote:
        'To see the answers of the challenges, <login>log in</login> or <register>register</register>.',
    },
  },
  ua: {
    list: {
      title: 'Список завдань',
      showAll: 'Показати всі завдання',
      completed: 'Виконано',
      found: 'Знайдено {{found}} з {{total}}',
    },
    unreadable: 'Не вдалося прочитати відповідь сервера.',
    answers: {
      title: 'Відповіді',
      intro: 'Оберіть завдання, щоб побачити його тест-кейси та баги, кожен із прикладом вхідних даних.',
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
    about: {
      title: 'Про симулятор',
      intro: 'Завдання згруповано за техніками тестування. Кожна група тренує власну навичку.',
      groups: {
        learn: 'Перші кроки з підказками: інструкції крок за кроком проводять вас через перші тест-кейси.',
        scripted:
          'Готовий список тест-кейсів, які можна проходити в будь-якому порядку, як за тестовим сценарієм.',
        generator: 'Складайте тест-кейси самі: оберіть два вхідні значення та очікуваний результат.',
        gherkin: 'Складайте сценарії «Дано/Коли/Тоді» із вхідних даних та очікуваного результату.',
        functional:
          'Тестуйте невеликі робочі застосунки — список справ і пошук готелів — так, як ними користуються люди.',
        apiTesting:
          'Тестуйте справжні HTTP-ендпоінти — API додавання та API користувачів — будь-яким зручним інструментом.',
        exploratory:
          'Без сценарію: досліджуйте форму, знаходьте тест-кейси й шукайте закладені баги; підказка допоможе, коли застрягнете.',
      },
      answersTitle: 'Відповіді',
      answers: 'Переглянути відповіді',
      signInNote:
        'Щоб побачити відповіді до завдань, <login>увійдіть</login> або <register>зареєструйтеся</register>.',
    },
  },
  ru: {
    list: {
      title: 'Список заданий',
      showAll: 'Показать все задания',
      completed: 'Выполнено',
      found: 'Найдено {{found}} из {{total}}',
    },
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
        'У вашей учётной записи пока нет активной подписки. Чтобы её получить, напишите нам через форму обратной связи; как только подписка станет активной, оценка откроется на этой странице.',
      feedback: 'Открыть форму обратной связи',
      verifyNote:
        'Также подтвердите свой адрес электронной почты: в <dashboard>личном кабинете</dashboard> можно отправить письмо с подтверждением ещё раз.',
    },
    about: {
      title: 'О симуляторе',
      intro: 'Задания сгруппированы по техникам тестирования. Каждая группа тренирует свой навык.',
      groups: {
        learn: 'Первые шаги с подсказками: инструкции шаг за шагом проводят вас через первые тест-кейсы.',
        scripted:
          'Готовый список тест-кейсов, которые можно проходить в любом порядке, как по тестовому сценарию.',
        generator: 'Составляйте тест-кейсы сами: выберите два входных значения и ожидаемый результат.',
        gherkin: 'Составляйте сценарии «Дано/Когда/Тогда» из входных данных и ожидаемого результата.',
        functional:
          'Тестируйте небольшие работающие приложения — список дел и поиск отелей — так, как ими пользуются люди.',
        apiTesting:
          'Тестируйте настоящие HTTP-эндпоинты — API сложения и API пользователей — любым удобным инструментом.',
        exploratory:
          'Без сценария: исследуйте форму, находите тест-кейсы и ищите заложенные баги; подсказка поможет, если застрянете.',
      },
      answersTitle: 'Ответы',
      answers: 'Посмотреть ответы',
      signInNote:
        'Чтобы увидеть ответы к заданиям, <login>войдите</login> или <register>зарегистрируйтесь</register>.',
    },
  },
  pl: {
    list: {
      title: 'Lista wyzwań',
      showAll: 'Pokaż wszystkie wyzwania',
      completed: 'Ukończone',
      found: 'Znaleziono {{found}} z {{total}}',
    },
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
    about: {
      title: 'O symulatorze',
      intro: 'Wyzwania są pogrupowane według technik testowania. Każda grupa ćwiczy inną umiejętność.',
      groups: {
        learn:
          'Pierwsze kroki z przewodnikiem: instrukcje prowadzą cię przez pierwsze przypadki testowe jeden po drugim.',
        scripted:
          'Gotowa lista przypadków testowych do wykonania w dowolnej kolejności, tak jak przy pracy ze skryptem testowym.',
        generator: 'Twórz przypadki testowe samodzielnie, wybierając dwie dane wejściowe i oczekiwany wynik.',
        gherkin: 'Układaj scenariusze „Zakładając/Gdy/Wtedy” z danych wejściowych i oczekiwanego wyniku.',
        functional:
          'Testuj małe działające aplikacje — listę zadań i wyszukiwarkę hoteli — tak, jak robią to ich użytkownicy.',
        apiTesting:
          'Testuj prawdziwe endpointy HTTP — API dodawania i API użytkowników — dowolnym wybranym narzędziem.',
        exploratory:
          'Bez skryptu: eksploruj formularz, znajduj przypadki testowe i szukaj ukrytych błędów; podpowiedź pomoże, gdy utkniesz.',
      },
      answersTitle: 'Odpowiedzi',
      answers: 'Zobacz odpowiedzi',
      signInNote:
        'Aby zobaczyć odpowiedzi do wyzwań, <login>zaloguj się</login> lub <register>zarejestruj się</register>.',
    },
  },
};

// On module evaluation, like the page kit's texts: whatever imports the namespace finds its texts there.
addTexts(PAGES_NAMESPACE, pageTexts);
