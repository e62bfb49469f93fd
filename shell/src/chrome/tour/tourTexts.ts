import { addTexts } from '@qa/shared';

/**
 * The guided tour's texts, in the tour's own chunk: only a first visit of a challenge type runs the tour, so the
 * pages of a returning learner never load them.
 */
export const TOUR_NAMESPACE = 'tour';

addTexts(TOUR_NAMESPACE, {
  en: {
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
      testDesign: {
        title: 'Test design',
        text: 'Plan your tests as a table: a value for each field and the result you expect. Run it to see which hidden bug variants your tests catch.',
      },
      bugReport: {
        title: 'Report a bug',
        text: 'Found a bug? Write it up as you would in a bug tracker: steps, expected and actual result, severity and priority. The review tells you whether your steps reproduce it.',
      },
      interview: {
        title: 'Interview simulation',
        text: 'Ready to rehearse a QA job interview? Open Interview simulation in the menu: a timed session with these same tools, graded when it ends. No account needed.',
      },
    },
  },
  ua: {
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
        title: 'Тест-кейси',
        text: 'Кожен знайдений тест-кейс з’являється тут, а лічильник показує, скільки їх знайдено.',
      },
      bugs: {
        title: 'Баги',
        text: 'У цьому завданні є й баги. Кожен знайдений баг з’явиться в цьому списку.',
      },
      form: {
        title: 'Форма',
        text: 'Вводьте значення, надсилайте форму й читайте результат. Кожна нова комбінація, що відповідає прихованому правилу, — це знайдений тест-кейс.',
      },
      generatorForm: {
        title: 'Складіть тест-кейс',
        text: 'Оберіть два вхідні значення та очікуваний результат, потім перевірте свій тест-кейс.',
      },
      testDesign: {
        title: 'Тест-дизайн',
        text: 'Сплануйте тести у вигляді таблиці: значення для кожного поля та очікуваний результат. Запустіть її й побачите, які приховані варіанти з багами виявляють ваші тести.',
      },
      bugReport: {
        title: 'Оформити баг-репорт',
        text: 'Знайшли баг? Опишіть його так, як у баг-трекері: кроки відтворення, очікуваний і фактичний результат, серйозність і пріоритет. Перевірка покаже, чи відтворюють ваші кроки цей баг.',
      },
      interview: {
        title: 'Симуляція співбесіди',
        text: 'Готові відрепетирувати співбесіду на посаду QA? Відкрийте в меню «Симуляцію співбесіди»: сесія з таймером і тими самими інструментами, яку оцінюють наприкінці. Обліковий запис не потрібен.',
      },
    },
  },
  ru: {
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
        text: 'Каждый найденный тест-кейс появляется здесь, а счётчик показывает, сколько их найдено.',
      },
      bugs: {
        title: 'Баги',
        text: 'В этом задании есть и баги. Каждый найденный баг попадёт в этот список.',
      },
      form: {
        title: 'Форма',
        text: 'Вводите значения, отправляйте форму и читайте результат. Каждая новая комбинация, которая соответствует скрытому правилу, — это найденный тест-кейс.',
      },
      generatorForm: {
        title: 'Составьте тест-кейс',
        text: 'Выберите два входных значения и ожидаемый результат, затем проверьте свой тест-кейс.',
      },
      testDesign: {
        title: 'Тест-дизайн',
        text: 'Спланируйте тесты в виде таблицы: значение для каждого поля и ожидаемый результат. Запустите её и увидите, какие скрытые варианты с багами выявляют ваши тесты.',
      },
      bugReport: {
        title: 'Оформить баг-репорт',
        text: 'Нашли баг? Опишите его так, как в баг-трекере: шаги воспроизведения, ожидаемый и фактический результат, серьёзность и приоритет. Проверка покажет, воспроизводят ли ваши шаги этот баг.',
      },
      interview: {
        title: 'Симуляция собеседования',
        text: 'Готовы отрепетировать собеседование на позицию QA? Откройте в меню «Симуляцию собеседования»: сессия с таймером и теми же инструментами, которую оценивают в конце. Учётная запись не нужна.',
      },
    },
  },
  pl: {
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
        text: 'Każdy odkryty przypadek testowy pojawia się tutaj, a licznik pokazuje, ile ich już znaleziono.',
      },
      bugs: {
        title: 'Błędy',
        text: 'W tym wyzwaniu są też błędy do znalezienia. Każdy znaleziony błąd trafi na tę listę.',
      },
      form: {
        title: 'Formularz',
        text: 'Wpisuj wartości, wysyłaj formularz i czytaj wynik. Każda nowa kombinacja zgodna z ukrytą regułą to znaleziony przypadek testowy.',
      },
      generatorForm: {
        title: 'Zbuduj przypadek testowy',
        text: 'Wybierz dwie dane wejściowe i oczekiwany wynik, a potem sprawdź swój przypadek testowy.',
      },
      testDesign: {
        title: 'Projektowanie testów',
        text: 'Zaplanuj testy w formie tabeli: wartość dla każdego pola i oczekiwany wynik. Uruchom ją, a zobaczysz, które ukryte warianty z błędami wykrywają twoje testy.',
      },
      bugReport: {
        title: 'Zgłoś błąd',
        text: 'Udało ci się znaleźć błąd? Opisz go tak jak w bug trackerze: kroki, wynik oczekiwany i rzeczywisty, ważność i priorytet. Ocena pokaże, czy twoje kroki odtwarzają ten błąd.',
      },
      interview: {
        title: 'Symulacja rozmowy kwalifikacyjnej',
        text: 'Chcesz przećwiczyć rozmowę kwalifikacyjną na stanowisko QA? Otwórz w menu „Symulację rozmowy kwalifikacyjnej”: sesja z limitem czasu i tymi samymi narzędziami, oceniana na końcu. Konto nie jest potrzebne.',
      },
    },
  },
});
