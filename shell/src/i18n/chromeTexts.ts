import type { Texts } from '@qa/shared';

/** The shell's own namespace: layout, static pages and the fallback shown when a remote fails. */
export const CHROME_NAMESPACE = 'chrome';

export const chromeTexts: Texts = {
  en: {
    appName: 'QA Practice Simulator',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
    remote: {
      unavailable: 'This part of the simulator could not be loaded.',
      retry: 'Try again',
      siteTooOld:
        'This part of the application needs a newer version of the site. Reload the page; if it stays, tell us.',
      remoteTooOld:
        'This part of the application was made for an earlier version of the site and is being updated. Try again later; if it stays, tell us.',
      reload: 'Reload the page',
    },
    menu: {
      label: 'Main navigation',
      home: 'Home',
      list: 'List of Challenges',
      assessment: 'Assessment',
      game: 'Game',
    },
    topBar: {
      menu: 'Menu',
      account: 'Account',
      login: 'Login',
      register: 'Register',
      dashboard: 'Dashboard',
      logout: 'Logout',
      language: 'Language',
    },
    footer: {
      label: 'Site information',
      terms: 'Terms and Conditions',
      privacy: 'Privacy Policy',
      feedback: 'Leave feedback',
      social: 'Social media',
      copyright: '© {{year}} QA Practice Simulator',
    },
    home: {
      title: 'Learn manual testing by doing',
      intro:
        'Every challenge is a small form with hidden rules. Submit inputs, read the result and discover the test cases and bugs behind it, just like on a real project.',
      learn:
        'New to testing? Start with the Learn challenges: step-by-step instructions show you what to try and why.',
      start: 'Start',
      more: 'Then practise at your own pace: scripted testing, the test case generator, Gherkin, functional, API and exploratory testing. Your progress stays in your browser.',
      allChallenges: 'See all challenges',
    },
    list: {
      title: 'List of Challenges',
      showAll: 'Show all challenges',
      completed: 'Completed',
    },
    notFound: {
      title: 'Page not found',
      text: 'The page you are looking for does not exist.',
      home: 'Back to the home page',
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
          'Test real HTTP endpoints, a calculator API and a user API, with the tool of your choice.',
        exploratory: 'No script and no hints: explore the form, find the cases and hunt for planted bugs.',
      },
      answersTitle: 'Answers',
      answers: 'See the answers',
      signInNote:
        'To see the answers of the challenges, <login>log in</login> or <register>register</register>.',
    },
    assessment: {
      title: 'Interview Assessment',
      description:
        'Find out how ready you are for a QA job interview: questions and practical tasks built on the techniques of the challenges.',
      subscribersOnly: 'The assessment is available to registered users with an active subscription.',
    },
    cookies: {
      title: 'Cookies and browser storage',
      text: "We use cookies and your browser's storage to keep you signed in, remember your progress and settings, and understand how the simulator is used.",
      privacy: 'Read the privacy policy',
      accept: 'Accept',
    },
    notifications: {
      label: 'Notifications (Alt+T)',
      close: 'Close notification',
    },
    tour: {
      back: 'Back',
      close: 'Close',
      last: 'Finish',
      next: 'Next',
      skip: 'Skip tour',
      steps: {
        description: {
          title: 'The challenge',
          text: 'Start here: the description says what the form does and which rules it should follow.',
        },
        questionMark: {
          title: 'Need a reminder?',
          text: 'The question mark opens the description and a hint at any time.',
        },
        videoLink: {
          title: 'Video',
          text: 'A short video shows how to approach this challenge. It opens in a new tab.',
        },
        testCases: {
          title: 'Test cases',
          text: 'Every test case you discover appears here, with a counter of how many you have found.',
        },
        bugs: { title: 'Bugs', text: 'This challenge hides bugs too. Each one you find is listed here.' },
        form: {
          title: 'The form',
          text: 'Enter values, submit and read the result. Each new combination that matches a hidden rule is a case found.',
        },
        generatorForm: {
          title: 'Build a test case',
          text: 'Choose two inputs and the expected result, then validate your test case.',
        },
      },
    },
  },
  ua: {
    appName: 'QA Practice Simulator',
    loading: 'Завантаження…',
    skipToContent: 'Перейти до основного вмісту',
    remote: {
      unavailable: 'Не вдалося завантажити цю частину симулятора.',
      retry: 'Спробувати ще раз',
      siteTooOld:
        'Ця частина застосунку потребує новішої версії сайту. Перезавантажте сторінку; якщо не допоможе, повідомте нам.',
      remoteTooOld:
        'Ця частина застосунку зроблена для попередньої версії сайту, і зараз ми її оновлюємо. Спробуйте пізніше; якщо не допоможе, повідомте нам.',
      reload: 'Перезавантажити сторінку',
    },
    menu: {
      label: 'Головна навігація',
      home: 'Головна',
      list: 'Список завдань',
      assessment: 'Оцінювання',
      game: 'Гра',
    },
    topBar: {
      menu: 'Меню',
      account: 'Обліковий запис',
      login: 'Увійти',
      register: 'Зареєструватися',
      dashboard: 'Особистий кабінет',
      logout: 'Вийти',
      language: 'Мова',
    },
    footer: {
      label: 'Інформація про сайт',
      terms: 'Умови використання',
      privacy: 'Політика конфіденційності',
      feedback: 'Залишити відгук',
      social: 'Соціальні мережі',
      copyright: '© {{year}} QA Practice Simulator',
    },
    home: {
      title: 'Опановуйте ручне тестування на практиці',
      intro:
        'Кожне завдання — це невелика форма з прихованими правилами. Вводьте дані, читайте результат і знаходьте тестові випадки та баги, як на справжньому проєкті.',
      learn:
        'Новачок у тестуванні? Почніть із навчальних завдань: покрокові інструкції підкажуть, що перевірити і чому.',
      start: 'Почати',
      more: 'Далі тренуйтеся у власному темпі: тестування за сценарієм, генератор тестових випадків, Gherkin, функціональне, API та дослідницьке тестування. Ваш прогрес зберігається у браузері.',
      allChallenges: 'Переглянути всі завдання',
    },
    list: {
      title: 'Список завдань',
      showAll: 'Показати всі завдання',
      completed: 'Виконано',
    },
    notFound: {
      title: 'Сторінку не знайдено',
      text: 'Сторінки, яку ви шукаєте, не існує.',
      home: 'Повернутися на головну сторінку',
    },
    about: {
      title: 'Про симулятор',
      intro: 'Завдання згруповано за техніками тестування. Кожна група тренує власну навичку.',
      groups: {
        learn: 'Перші кроки з підказками: інструкції ведуть вас через перші тестові випадки один за одним.',
        scripted:
          'Фіксований список тестових випадків, які можна виконувати в будь-якому порядку, як за тестовим сценарієм.',
        generator: 'Складайте тестові випадки самі: оберіть два вхідні значення та очікуваний результат.',
        gherkin: 'Складайте сценарії Given–When–Then із вхідних даних та очікуваного результату.',
        functional:
          'Тестуйте невеликі робочі застосунки, список справ і пошук готелів, так, як ними користуються люди.',
        apiTesting:
          'Тестуйте справжні HTTP-ендпоінти, API калькулятора та API користувачів, зручним для вас інструментом.',
        exploratory:
          'Без сценарію та підказок: досліджуйте форму, знаходьте випадки й шукайте закладені баги.',
      },
      answersTitle: 'Відповіді',
      answers: 'Переглянути відповіді',
      signInNote:
        'Щоб побачити відповіді до завдань, <login>увійдіть</login> або <register>зареєструйтеся</register>.',
    },
    assessment: {
      title: 'Оцінювання перед співбесідою',
      description:
        'Дізнайтеся, наскільки ви готові до співбесіди на посаду QA: запитання та практичні завдання на основі технік із завдань симулятора.',
      subscribersOnly: 'Оцінювання доступне зареєстрованим користувачам з активною підпискою.',
    },
    cookies: {
      title: 'Файли cookie та сховище браузера',
      text: 'Ми використовуємо файли cookie та сховище вашого браузера, щоб ви залишалися в обліковому записі, щоб зберігати ваш прогрес і налаштування та розуміти, як використовується симулятор.',
      privacy: 'Прочитати політику конфіденційності',
      accept: 'Прийняти',
    },
    notifications: {
      label: 'Сповіщення (Alt+T)',
      close: 'Закрити сповіщення',
    },
    tour: {
      back: 'Назад',
      close: 'Закрити',
      last: 'Завершити',
      next: 'Далі',
      skip: 'Пропустити тур',
      steps: {
        description: {
          title: 'Завдання',
          text: 'Почніть звідси: в описі сказано, що робить форма і яких правил вона має дотримуватися.',
        },
        questionMark: {
          title: 'Потрібне нагадування?',
          text: 'Знак питання будь-коли відкриває опис і підказку.',
        },
        videoLink: {
          title: 'Відео',
          text: 'Коротке відео показує, як підійти до цього завдання. Воно відкривається в новій вкладці.',
        },
        testCases: {
          title: 'Тестові випадки',
          text: 'Кожен знайдений тестовий випадок з’являється тут разом із лічильником.',
        },
        bugs: {
          title: 'Баги',
          text: 'У цьому завданні є й баги. Кожен знайдений баг з’явиться в цьому списку.',
        },
        form: {
          title: 'Форма',
          text: 'Вводьте значення, надсилайте форму й читайте результат. Кожна нова комбінація, що відповідає прихованому правилу, — це знайдений випадок.',
        },
        generatorForm: {
          title: 'Складіть тестовий випадок',
          text: 'Оберіть два вхідні значення та очікуваний результат, потім перевірте свій тестовий випадок.',
        },
      },
    },
  },
  ru: {
    appName: 'QA Practice Simulator',
    loading: 'Загрузка…',
    skipToContent: 'Перейти к основному содержимому',
    remote: {
      unavailable: 'Не удалось загрузить эту часть симулятора.',
      retry: 'Попробовать снова',
      siteTooOld:
        'Для этой части приложения нужна более новая версия сайта. Перезагрузите страницу; если не поможет, сообщите нам.',
      remoteTooOld:
        'Эта часть приложения сделана для предыдущей версии сайта, и сейчас мы её обновляем. Попробуйте позже; если не поможет, сообщите нам.',
      reload: 'Перезагрузить страницу',
    },
    menu: {
      label: 'Основная навигация',
      home: 'Главная',
      list: 'Список заданий',
      assessment: 'Оценка',
      game: 'Игра',
    },
    topBar: {
      menu: 'Меню',
      account: 'Аккаунт',
      login: 'Войти',
      register: 'Зарегистрироваться',
      dashboard: 'Личный кабинет',
      logout: 'Выйти',
      language: 'Язык',
    },
    footer: {
      label: 'Информация о сайте',
      terms: 'Условия использования',
      privacy: 'Политика конфиденциальности',
      feedback: 'Оставить отзыв',
      social: 'Социальные сети',
      copyright: '© {{year}} QA Practice Simulator',
    },
    home: {
      title: 'Учитесь ручному тестированию на практике',
      intro:
        'Каждое задание — это небольшая форма со скрытыми правилами. Вводите данные, читайте результат и находите тест-кейсы и баги, как на настоящем проекте.',
      learn:
        'Новичок в тестировании? Начните с обучающих заданий: пошаговые инструкции подскажут, что проверить и почему.',
      start: 'Начать',
      more: 'Затем тренируйтесь в своём темпе: тестирование по сценарию, генератор тест-кейсов, Gherkin, функциональное, API и исследовательское тестирование. Ваш прогресс сохраняется в браузере.',
      allChallenges: 'Посмотреть все задания',
    },
    list: {
      title: 'Список заданий',
      showAll: 'Показать все задания',
      completed: 'Выполнено',
    },
    notFound: {
      title: 'Страница не найдена',
      text: 'Страница, которую вы ищете, не существует.',
      home: 'Вернуться на главную страницу',
    },
    about: {
      title: 'О симуляторе',
      intro: 'Задания сгруппированы по техникам тестирования. Каждая группа тренирует свой навык.',
      groups: {
        learn: 'Первые шаги с подсказками: инструкции проводят вас через первые тест-кейсы один за другим.',
        scripted:
          'Фиксированный список тест-кейсов, которые можно выполнять в любом порядке, как по тестовому сценарию.',
        generator: 'Составляйте тест-кейсы сами: выберите два входных значения и ожидаемый результат.',
        gherkin: 'Составляйте сценарии Given–When–Then из входных данных и ожидаемого результата.',
        functional:
          'Тестируйте небольшие рабочие приложения, список дел и поиск отелей, так, как ими пользуются люди.',
        apiTesting:
          'Тестируйте настоящие HTTP-эндпоинты, API калькулятора и API пользователей, удобным для вас инструментом.',
        exploratory: 'Без сценария и подсказок: исследуйте форму, находите кейсы и ищите заложенные баги.',
      },
      answersTitle: 'Ответы',
      answers: 'Посмотреть ответы',
      signInNote:
        'Чтобы увидеть ответы к заданиям, <login>войдите</login> или <register>зарегистрируйтесь</register>.',
    },
    assessment: {
      title: 'Оценка перед собеседованием',
      description:
        'Узнайте, насколько вы готовы к собеседованию на позицию QA: вопросы и практические задачи на основе техник из заданий симулятора.',
      subscribersOnly: 'Оценка доступна зарегистрированным пользователям с активной подпиской.',
    },
    cookies: {
      title: 'Файлы cookie и хранилище браузера',
      text: 'Мы используем файлы cookie и хранилище вашего браузера, чтобы вы оставались в аккаунте, чтобы сохранять ваш прогресс и настройки и понимать, как используется симулятор.',
      privacy: 'Прочитать политику конфиденциальности',
      accept: 'Принять',
    },
    notifications: {
      label: 'Уведомления (Alt+T)',
      close: 'Закрыть уведомление',
    },
    tour: {
      back: 'Назад',
      close: 'Закрыть',
      last: 'Завершить',
      next: 'Далее',
      skip: 'Пропустить тур',
      steps: {
        description: {
          title: 'Задание',
          text: 'Начните отсюда: в описании сказано, что делает форма и каким правилам она должна следовать.',
        },
        questionMark: {
          title: 'Нужно напоминание?',
          text: 'Знак вопроса в любой момент открывает описание и подсказку.',
        },
        videoLink: {
          title: 'Видео',
          text: 'Короткое видео показывает, как подойти к этому заданию. Оно открывается в новой вкладке.',
        },
        testCases: {
          title: 'Тест-кейсы',
          text: 'Каждый найденный тест-кейс появляется здесь вместе со счётчиком.',
        },
        bugs: {
          title: 'Баги',
          text: 'В этом задании есть и баги. Каждый найденный баг попадёт в этот список.',
        },
        form: {
          title: 'Форма',
          text: 'Вводите значения, отправляйте форму и читайте результат. Каждая новая комбинация, которая соответствует скрытому правилу, — это найденный кейс.',
        },
        generatorForm: {
          title: 'Составьте тест-кейс',
          text: 'Выберите два входных значения и ожидаемый результат, затем проверьте свой тест-кейс.',
        },
      },
    },
  },
  pl: {
    appName: 'QA Practice Simulator',
    loading: 'Ładowanie…',
    skipToContent: 'Przejdź do treści głównej',
    remote: {
      unavailable: 'Nie udało się załadować tej części symulatora.',
      retry: 'Spróbuj ponownie',
      siteTooOld:
        'Ta część aplikacji wymaga nowszej wersji strony. Odśwież stronę; jeśli to nie pomoże, daj nam znać.',
      remoteTooOld:
        'Ta część aplikacji powstała dla wcześniejszej wersji strony i właśnie ją aktualizujemy. Spróbuj ponownie później; jeśli to nie pomoże, daj nam znać.',
      reload: 'Odśwież stronę',
    },
    menu: {
      label: 'Nawigacja główna',
      home: 'Strona główna',
      list: 'Lista wyzwań',
      assessment: 'Ocena',
      game: 'Gra',
    },
    topBar: {
      menu: 'Menu',
      account: 'Konto',
      login: 'Zaloguj się',
      register: 'Zarejestruj się',
      dashboard: 'Panel',
      logout: 'Wyloguj się',
      language: 'Język',
    },
    footer: {
      label: 'Informacje o stronie',
      terms: 'Regulamin',
      privacy: 'Polityka prywatności',
      feedback: 'Zostaw opinię',
      social: 'Media społecznościowe',
      copyright: '© {{year}} QA Practice Simulator',
    },
    home: {
      title: 'Ucz się testowania manualnego w praktyce',
      intro:
        'Każde wyzwanie to mały formularz z ukrytymi regułami. Wprowadzaj dane, czytaj wynik i odkrywaj przypadki testowe oraz błędy, tak jak w prawdziwym projekcie.',
      learn:
        'Dopiero zaczynasz? Zacznij od wyzwań z grupy Nauka: instrukcje krok po kroku pokażą, co sprawdzić i dlaczego.',
      start: 'Zacznij',
      more: 'Potem ćwicz we własnym tempie: testy skryptowe, generator przypadków testowych, Gherkin, testy funkcjonalne, API i eksploracyjne. Twoje postępy zostają w przeglądarce.',
      allChallenges: 'Zobacz wszystkie wyzwania',
    },
    list: {
      title: 'Lista wyzwań',
      showAll: 'Pokaż wszystkie wyzwania',
      completed: 'Ukończone',
    },
    notFound: {
      title: 'Nie znaleziono strony',
      text: 'Strona, której szukasz, nie istnieje.',
      home: 'Wróć na stronę główną',
    },
    about: {
      title: 'O symulatorze',
      intro: 'Wyzwania są pogrupowane według technik testowania. Każda grupa ćwiczy inną umiejętność.',
      groups: {
        learn:
          'Pierwsze kroki z przewodnikiem: instrukcje prowadzą cię przez pierwsze przypadki testowe jeden po drugim.',
        scripted:
          'Stała lista przypadków testowych do wykonania w dowolnej kolejności, jak według skryptu testowego.',
        generator: 'Twórz przypadki testowe samodzielnie, wybierając dwie dane wejściowe i oczekiwany wynik.',
        gherkin: 'Układaj scenariusze Given–When–Then z danych wejściowych i oczekiwanego rezultatu.',
        functional:
          'Testuj małe działające aplikacje, listę zadań i wyszukiwarkę hoteli, tak jak ich użytkownicy.',
        apiTesting:
          'Testuj prawdziwe endpointy HTTP, API kalkulatora i API użytkowników, wybranym przez siebie narzędziem.',
        exploratory:
          'Bez skryptu i podpowiedzi: eksploruj formularz, znajduj przypadki i szukaj ukrytych błędów.',
      },
      answersTitle: 'Odpowiedzi',
      answers: 'Zobacz odpowiedzi',
      signInNote:
        'Aby zobaczyć odpowiedzi do wyzwań, <login>zaloguj się</login> lub <register>zarejestruj się</register>.',
    },
    assessment: {
      title: 'Ocena przed rozmową kwalifikacyjną',
      description:
        'Sprawdź swoje przygotowanie do rozmowy kwalifikacyjnej na stanowisko QA: pytania i zadania praktyczne oparte na technikach z wyzwań.',
      subscribersOnly: 'Ocena jest dostępna dla zarejestrowanych użytkowników z aktywną subskrypcją.',
    },
    cookies: {
      title: 'Pliki cookie i pamięć przeglądarki',
      text: 'Używamy plików cookie i pamięci Twojej przeglądarki, aby utrzymać Twoje logowanie, zapamiętać Twoje postępy i ustawienia oraz zrozumieć, jak korzysta się z symulatora.',
      privacy: 'Przeczytaj politykę prywatności',
      accept: 'Akceptuję',
    },
    notifications: {
      label: 'Powiadomienia (Alt+T)',
      close: 'Zamknij powiadomienie',
    },
    tour: {
      back: 'Wstecz',
      close: 'Zamknij',
      last: 'Zakończ',
      next: 'Dalej',
      skip: 'Pomiń przewodnik',
      steps: {
        description: {
          title: 'Wyzwanie',
          text: 'Zacznij tutaj: opis mówi, co robi formularz i jakich reguł powinien przestrzegać.',
        },
        questionMark: {
          title: 'Potrzebujesz przypomnienia?',
          text: 'Znak zapytania w każdej chwili otwiera opis i podpowiedź.',
        },
        videoLink: {
          title: 'Wideo',
          text: 'Krótkie wideo pokazuje, jak podejść do tego wyzwania. Otwiera się w nowej karcie.',
        },
        testCases: {
          title: 'Przypadki testowe',
          text: 'Każdy odkryty przypadek testowy pojawia się tutaj razem z licznikiem.',
        },
        bugs: {
          title: 'Błędy',
          text: 'To wyzwanie ukrywa też błędy. Każdy znaleziony błąd trafi na tę listę.',
        },
        form: {
          title: 'Formularz',
          text: 'Wpisuj wartości, wysyłaj formularz i czytaj wynik. Każda nowa kombinacja zgodna z ukrytą regułą to znaleziony przypadek.',
        },
        generatorForm: {
          title: 'Zbuduj przypadek testowy',
          text: 'Wybierz dwie dane wejściowe i oczekiwany wynik, a potem zatwierdź swój przypadek testowy.',
        },
      },
    },
  },
};
