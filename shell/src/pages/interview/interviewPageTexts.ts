// Over 300 lines because it is one namespace in four languages: each language repeats every key, and a translator
// reads them side by side.
import { addTexts, type Texts } from '@qa/shared';

/** The interview simulation (/app/interview) and a shared scorecard; loaded with the page only. */
export const INTERVIEW_PAGE_NAMESPACE = 'interviewPage';

export const interviewPageTexts: Texts = {
  en: {
    title: 'Interview simulation',
    intro:
      'A timed session as in a QA interview: {{minutes}} on a form you are handed with its requirements. Its build has {{bugs}} drawn for this session only, so answers read elsewhere do not help. Design a test table, find the bugs and mark them in the log, and report the most severe one. Nothing tells you during the session whether an answer is a bug: the table, the marks and the report are graded when it ends. Answers, hints and the form’s practice table and report are off until then.',
    // The intro's figures, each with its noun in the form its number takes; see interviewIntro.
    introMinutes_one: '{{count, number}} minute',
    introMinutes_other: '{{count, number}} minutes',
    introBugs_one: '{{count, number}} bug',
    introBugs_other: '{{count, number}} bugs',
    signedOut:
      'You can take a session without an account. <login>Log in</login> or <register>register</register> to keep it with your account.',
    assigned: 'This session is the interview your class was set: your trainer sees its scorecard.',
    start: 'Start the session',
    starting: 'Preparing the build…',
    startFailed: 'The session could not start. {{reason}}',
    unreachable: 'The server cannot be reached. Check your connection and try again.',
    retry: 'Try again',
    clock: { timeLeft: 'Time left', oneMinute: 'One minute left.', tenSeconds: 'Ten seconds left.' },
    finish: 'Finish the session',
    finishing: 'Scoring the session…',
    requirements: 'Requirements',
    tasksHeading: 'Your tasks',
    tasks: {
      design:
        'Design a test table: the test cases you would run, each with the result the requirements give.',
      find: 'Find the bugs: try the form and compare what it shows with the requirements.',
      report: 'Report the most severe bug you found, as you would in a bug tracker.',
    },
    restoring: 'Looking for a session you have running…',
    familyLabel: 'Form to be tested on',
    familyDrawn: 'Any form, drawn for me',
    anonymousNotCounted:
      'A session without an account is practice: its scorecard says so, and it is never compared with other sessions.',
    markHint:
      'Mark each answer you take for a bug: each bug marked counts as found, and each right answer marked cancels one.',
    mark: 'Bug',
    markLabel: 'Bug: answer {{number}}',
    leaveWarning:
      'Your interview session keeps running while you are away, and its clock does not stop. Leave this page?',
    finishConfirm:
      'Finish now? The table, the marks and the report as they are now are graded, and the session takes no more work.',
    finishNow: 'Yes, finish now',
    keepWorking: 'Keep working',
    takenOn: '{{family}}, taken on {{date}}',
    unverified: 'Taken without a confirmed account: this scorecard is not compared with other sessions.',
    tryForm: 'Try the form',
    send: 'Send',
    sentHeading: 'What you sent and what the form showed',
    sentNone: 'Nothing sent yet.',
    sentLine: '{{values}} → {{message}}',
    empty: '(empty)',
    tableHeading: 'Test table',
    reportHeading: 'Bug report',
    scorecardHeading: 'Scorecard',
    total: 'Total: {{total}} of 100',
    percentile: 'Better than {{percentile}} % of the sessions on this form (each confirmed account’s first).',
    noPercentile: 'Too few sessions on this form yet to compare yours with.',
    lines: {
      casesCovered: 'Cases covered',
      variantsCaught: 'Bug variants caught',
      bugsFound: 'Bugs found',
      reportQuality: 'Report quality',
      timeUsed: 'Time used',
    },
    figure: '{{value}} of {{of}}',
    practise: 'Practise next: {{practise}}',
    share: 'Get a link to share',
    shareHint: 'Anyone with the link can read this scorecard, without an account, until {{date}}.',
    shareFailed: 'The link could not be made. {{reason}}',
    copied: 'Link copied.',
    copy: 'Copy the link',
    again: 'Start another session',
    sharedTitle: 'Interview scorecard',
    sharedLoading: 'Loading the scorecard…',
    sharedFailed: 'This scorecard cannot be shown. {{reason}}',
    takenBy: 'Candidate: {{name}}',
    ownTitle: 'Your interview scorecard',
    backToProgress: 'All your interview sessions',
  },
  ua: {
    title: 'Симуляція співбесіди',
    intro:
      'Сесія з обмеженим часом, як на співбесіді на посаду QA: {{minutes}} на форму, яку вам передають разом із вимогами. Лише для цієї сесії в її збірку випадково закладено {{bugs}}, тож відповіді, прочитані деінде, не допоможуть. Складіть таблицю тестів, знайдіть баги й позначте їх у журналі, оформіть баг-репорт на найсерйозніший із них. Під час сесії ніщо не підкаже, чи є відповідь багом: таблицю, позначки й баг-репорт оцінять, коли вона закінчиться. Відповіді, підказки, а також тренувальні таблиця й баг-репорт цієї форми до того часу вимкнені.',
    // Nominative: 1 хвилина на форму; accusative, after «закладено»: 1 баг.
    introMinutes_one: '{{count, number}} хвилина',
    introMinutes_few: '{{count, number}} хвилини',
    introMinutes_many: '{{count, number}} хвилин',
    introMinutes_other: '{{count, number}} хвилини',
    introBugs_one: '{{count, number}} баг',
    introBugs_few: '{{count, number}} баги',
    introBugs_many: '{{count, number}} багів',
    introBugs_other: '{{count, number}} бага',
    signedOut:
      'Сесію можна пройти без облікового запису. <login>Увійдіть</login> або <register>зареєструйтеся</register>, щоб вона зберіглася з вашим обліковим записом.',
    assigned: 'Ця сесія — співбесіда, яку призначили вашій групі: її оцінювальний лист побачить ваш тренер.',
    start: 'Почати сесію',
    starting: 'Готуємо збірку…',
    startFailed: 'Не вдалося почати сесію. {{reason}}',
    unreachable: 'Немає зв’язку із сервером. Перевірте з’єднання та спробуйте ще раз.',
    retry: 'Спробувати ще раз',
    clock: {
      timeLeft: 'Залишилося часу',
      oneMinute: 'Залишилася хвилина.',
      tenSeconds: 'Залишилося десять секунд.',
    },
    finish: 'Завершити сесію',
    finishing: 'Оцінюємо сесію…',
    requirements: 'Вимоги',
    tasksHeading: 'Ваші завдання',
    tasks: {
      design:
        'Складіть таблицю тестів: тест-кейси, які ви б виконали, кожен з очікуваним результатом згідно з вимогами.',
      find: 'Знайдіть баги: випробуйте форму й порівняйте те, що вона показує, з вимогами.',
      report: 'Оформіть баг-репорт на найсерйозніший знайдений баг так, як у баг-трекері.',
    },
    restoring: 'Шукаємо вашу незавершену сесію…',
    familyLabel: 'Форма для тестування',
    familyDrawn: 'Будь-яка, вибрана випадково',
    anonymousNotCounted:
      'Сесія без облікового запису — це тренування: так і зазначено в її оцінювальному листі, і її ніколи не порівнюють з іншими сесіями.',
    markHint:
      'Позначте кожну відповідь, яку вважаєте багом: кожен позначений баг зараховується як знайдений, а кожна позначена правильна відповідь скасовує один.',
    mark: 'Баг',
    markLabel: 'Баг: відповідь {{number}}',
    leaveWarning: 'Ваша сесія співбесіди триває й без вас, а її час не зупиняється. Залишити цю сторінку?',
    finishConfirm:
      'Завершити зараз? Таблицю, позначки й баг-репорт оцінять такими, як вони є зараз, і сесія більше не прийматиме роботу.',
    finishNow: 'Так, завершити',
    keepWorking: 'Продовжити роботу',
    takenOn: '{{family}}, пройдено {{date}}',
    unverified:
      'Пройдено без підтвердженого облікового запису: цей оцінювальний лист не порівнюють з іншими сесіями.',
    tryForm: 'Випробуйте форму',
    send: 'Надіслати',
    sentHeading: 'Що ви надіслали і що показала форма',
    sentNone: 'Ви ще нічого не надіслали.',
    sentLine: '{{values}} → {{message}}',
    empty: '(порожньо)',
    tableHeading: 'Таблиця тестів',
    reportHeading: 'Баг-репорт',
    scorecardHeading: 'Оцінювальний лист',
    total: 'Разом: {{total}} зі 100',
    percentile:
      'Краще, ніж {{percentile}} % сесій на цій формі (перших сесій підтверджених облікових записів).',
    noPercentile: 'На цій формі ще замало сесій, щоб порівняти з ними вашу.',
    lines: {
      casesCovered: 'Покриті випадки',
      variantsCaught: 'Виявлені варіанти з багами',
      bugsFound: 'Знайдені баги',
      reportQuality: 'Якість баг-репорту',
      timeUsed: 'Використаний час',
    },
    figure: '{{value}} з {{of}}',
    practise: 'Що тренувати далі: {{practise}}',
    share: 'Отримати посилання, щоб поділитися',
    shareHint:
      'Будь-хто з посиланням може переглянути цей оцінювальний лист без облікового запису до {{date}}.',
    shareFailed: 'Не вдалося створити посилання. {{reason}}',
    copied: 'Посилання скопійовано.',
    copy: 'Копіювати посилання',
    again: 'Почати ще одну сесію',
    sharedTitle: 'Оцінювальний лист співбесіди',
    sharedLoading: 'Завантажуємо оцінювальний лист…',
    sharedFailed: 'Цей оцінювальний лист не можна показати. {{reason}}',
    takenBy: 'Кандидат: {{name}}',
    ownTitle: 'Ваш оцінювальний лист співбесіди',
    backToProgress: 'Усі ваші сесії співбесіди',
  },
  ru: {
    title: 'Симуляция собеседования',
    intro:
      'Сессия с ограниченным временем, как на собеседовании на позицию QA: {{minutes}} на форму, которую вам передают вместе с требованиями. Только для этой сессии в её сборку случайно заложили {{bugs}}, так что ответы, прочитанные где-то ещё, не помогут. Составьте таблицу тестов, найдите баги и отметьте их в журнале, оформите баг-репорт на самый серьёзный из них. Во время сессии ничто не подскажет, баг ли ответ: таблицу, отметки и баг-репорт оценят, когда она закончится. Ответы, подсказки, а также тренировочные таблица и баг-репорт этой формы до тех пор отключены.',
    // Nominative: 1 минута на форму; accusative, after «заложили»: 1 баг.
    introMinutes_one: '{{count, number}} минута',
    introMinutes_few: '{{count, number}} минуты',
    introMinutes_many: '{{count, number}} минут',
    introMinutes_other: '{{count, number}} минуты',
    introBugs_one: '{{count, number}} баг',
    introBugs_few: '{{count, number}} бага',
    introBugs_many: '{{count, number}} багов',
    introBugs_other: '{{count, number}} бага',
    signedOut:
      'Сессию можно пройти без учётной записи. <login>Войдите</login> или <register>зарегистрируйтесь</register>, чтобы она сохранилась в вашей учётной записи.',
    assigned: 'Эта сессия — собеседование, назначенное вашей группе: её оценочный лист увидит ваш тренер.',
    start: 'Начать сессию',
    starting: 'Готовим сборку…',
    startFailed: 'Не удалось начать сессию. {{reason}}',
    unreachable: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
    retry: 'Попробовать ещё раз',
    clock: {
      timeLeft: 'Осталось времени',
      oneMinute: 'Осталась минута.',
      tenSeconds: 'Осталось десять секунд.',
    },
    finish: 'Завершить сессию',
    finishing: 'Оцениваем сессию…',
    requirements: 'Требования',
    tasksHeading: 'Ваши задачи',
    tasks: {
      design:
        'Составьте таблицу тестов: тест-кейсы, которые вы бы выполнили, каждый с ожидаемым результатом по требованиям.',
      find: 'Найдите баги: испытайте форму и сравните то, что она показывает, с требованиями.',
      report: 'Оформите баг-репорт на самый серьёзный найденный баг так, как в баг-трекере.',
    },
    restoring: 'Ищем вашу незавершённую сессию…',
    familyLabel: 'Форма для тестирования',
    familyDrawn: 'Любая, выбранная случайно',
    anonymousNotCounted:
      'Сессия без учётной записи — это тренировка: так и указано в её оценочном листе, и её никогда не сравнивают с другими сессиями.',
    markHint:
      'Отметьте каждый ответ, который считаете багом: каждый отмеченный баг засчитывается как найденный, а каждый отмеченный правильный ответ отменяет один.',
    mark: 'Баг',
    markLabel: 'Баг: ответ {{number}}',
    leaveWarning:
      'Ваша сессия собеседования идёт и без вас, а её время не останавливается. Покинуть эту страницу?',
    finishConfirm:
      'Завершить сейчас? Таблицу, отметки и баг-репорт оценят такими, какие они сейчас, и сессия больше не будет принимать работу.',
    finishNow: 'Да, завершить',
    keepWorking: 'Продолжить работу',
    takenOn: '{{family}}, пройдено {{date}}',
    unverified:
      'Пройдено без подтверждённой учётной записи: этот оценочный лист не сравнивают с другими сессиями.',
    tryForm: 'Испытайте форму',
    send: 'Отправить',
    sentHeading: 'Что вы отправили и что показала форма',
    sentNone: 'Вы ещё ничего не отправили.',
    sentLine: '{{values}} → {{message}}',
    empty: '(пусто)',
    tableHeading: 'Таблица тестов',
    reportHeading: 'Баг-репорт',
    scorecardHeading: 'Оценочный лист',
    total: 'Итого: {{total}} из 100',
    percentile:
      'Лучше, чем {{percentile}} % сессий на этой форме (первых сессий подтверждённых учётных записей).',
    noPercentile: 'На этой форме пока слишком мало сессий, чтобы сравнить с ними вашу.',
    lines: {
      casesCovered: 'Покрытые случаи',
      variantsCaught: 'Выявленные варианты с багами',
      bugsFound: 'Найденные баги',
      reportQuality: 'Качество баг-репорта',
      timeUsed: 'Затраченное время',
    },
    figure: '{{value}} из {{of}}',
    practise: 'Что тренировать дальше: {{practise}}',
    share: 'Получить ссылку, чтобы поделиться',
    shareHint:
      'Любой, у кого есть ссылка, может посмотреть этот оценочный лист без учётной записи до {{date}}.',
    shareFailed: 'Не удалось создать ссылку. {{reason}}',
    copied: 'Ссылка скопирована.',
    copy: 'Копировать ссылку',
    again: 'Начать ещё одну сессию',
    sharedTitle: 'Оценочный лист собеседования',
    sharedLoading: 'Загружаем оценочный лист…',
    sharedFailed: 'Этот оценочный лист нельзя показать. {{reason}}',
    takenBy: 'Кандидат: {{name}}',
    ownTitle: 'Ваш оценочный лист собеседования',
    backToProgress: 'Все ваши сессии собеседования',
  },
  pl: {
    title: 'Symulacja rozmowy kwalifikacyjnej',
    intro:
      'Sesja na czas, jak na rozmowie kwalifikacyjnej na stanowisko QA: {{minutes}} na formularz, który dostajesz razem z wymaganiami. Tylko na tę sesję do jego buildu wylosowano {{bugs}}, więc odpowiedzi przeczytane gdzie indziej nie pomogą. Zaprojektuj tabelę testów, znajdź błędy i oznacz je w dzienniku, a najpoważniejszy z nich zgłoś. W trakcie sesji nic nie podpowie, czy odpowiedź jest błędem: tabela, oznaczenia i zgłoszenie zostaną ocenione po jej zakończeniu. Do tego czasu odpowiedzi, podpowiedzi oraz ćwiczeniowe tabela i zgłoszenie tego formularza są wyłączone.',
    // Nominative: 1 minuta na formularz; accusative, after „wylosowano”: 1 błąd.
    introMinutes_one: '{{count, number}} minuta',
    introMinutes_few: '{{count, number}} minuty',
    introMinutes_many: '{{count, number}} minut',
    introMinutes_other: '{{count, number}} minuty',
    introBugs_one: '{{count, number}} błąd',
    introBugs_few: '{{count, number}} błędy',
    introBugs_many: '{{count, number}} błędów',
    introBugs_other: '{{count, number}} błędu',
    signedOut:
      'Sesję możesz przejść bez konta. <login>Zaloguj się</login> lub <register>zarejestruj</register>, aby zapisać ją na swoim koncie.',
    assigned:
      'Ta sesja to rozmowa kwalifikacyjna zadana Twojej grupie: jej kartę wyników zobaczy Twój trener.',
    start: 'Rozpocznij sesję',
    starting: 'Przygotowujemy build…',
    startFailed: 'Nie udało się rozpocząć sesji. {{reason}}',
    unreachable: 'Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    clock: {
      timeLeft: 'Pozostały czas',
      oneMinute: 'Została minuta.',
      tenSeconds: 'Zostało dziesięć sekund.',
    },
    finish: 'Zakończ sesję',
    finishing: 'Oceniamy sesję…',
    requirements: 'Wymagania',
    tasksHeading: 'Twoje zadania',
    tasks: {
      design:
        'Zaprojektuj tabelę testów: przypadki testowe do wykonania, każdy z oczekiwanym rezultatem według wymagań.',
      find: 'Znajdź błędy: wypróbuj formularz i porównaj to, co pokazuje, z wymaganiami.',
      report: 'Zgłoś najpoważniejszy znaleziony błąd tak, jak w systemie śledzenia błędów.',
    },
    restoring: 'Szukamy Twojej trwającej sesji…',
    familyLabel: 'Formularz do przetestowania',
    familyDrawn: 'Dowolny, wylosowany dla mnie',
    anonymousNotCounted:
      'Sesja bez konta to ćwiczenie: tak jest napisane na jej karcie wyników i nigdy nie jest porównywana z innymi sesjami.',
    markHint:
      'Oznacz każdą odpowiedź, którą uznajesz za błąd: każdy oznaczony błąd liczy się jako znaleziony, a każda oznaczona poprawna odpowiedź anuluje jeden.',
    mark: 'Błąd',
    markLabel: 'Błąd: odpowiedź {{number}}',
    leaveWarning:
      'Twoja sesja rozmowy kwalifikacyjnej trwa także pod Twoją nieobecność, a jej czas się nie zatrzymuje. Opuścić tę stronę?',
    finishConfirm:
      'Zakończyć teraz? Tabela, oznaczenia i zgłoszenie zostaną ocenione w obecnym stanie, a sesja nie przyjmie już pracy.',
    finishNow: 'Tak, zakończ',
    keepWorking: 'Pracuj dalej',
    takenOn: '{{family}}, sesja z {{date}}',
    unverified: 'Sesja bez potwierdzonego konta: ta karta wyników nie jest porównywana z innymi sesjami.',
    tryForm: 'Wypróbuj formularz',
    send: 'Wyślij',
    sentHeading: 'Co wysłano i co pokazał formularz',
    sentNone: 'Jeszcze nic nie wysłano.',
    sentLine: '{{values}} → {{message}}',
    empty: '(puste)',
    tableHeading: 'Tabela testów',
    reportHeading: 'Zgłoszenie błędu',
    scorecardHeading: 'Karta wyników',
    total: 'Razem: {{total}} na 100',
    percentile: 'Lepiej niż {{percentile}}% sesji na tym formularzu (pierwszych sesji potwierdzonych kont).',
    noPercentile: 'Na tym formularzu jest jeszcze za mało sesji, by porównać z nimi Twoją.',
    lines: {
      casesCovered: 'Pokryte przypadki',
      variantsCaught: 'Wykryte warianty z błędami',
      bugsFound: 'Znalezione błędy',
      reportQuality: 'Jakość zgłoszenia',
      timeUsed: 'Wykorzystany czas',
    },
    figure: '{{value}} z {{of}}',
    practise: 'Co ćwiczyć dalej: {{practise}}',
    share: 'Uzyskaj link do udostępnienia',
    shareHint: 'Każdy, kto ma link, może zobaczyć tę kartę wyników bez konta do {{date}}.',
    shareFailed: 'Nie udało się utworzyć linku. {{reason}}',
    copied: 'Link skopiowany.',
    copy: 'Kopiuj link',
    again: 'Rozpocznij kolejną sesję',
    sharedTitle: 'Karta wyników rozmowy kwalifikacyjnej',
    sharedLoading: 'Wczytujemy kartę wyników…',
    sharedFailed: 'Nie można pokazać tej karty wyników. {{reason}}',
    takenBy: 'Kandydat: {{name}}',
    ownTitle: 'Twoja karta wyników rozmowy kwalifikacyjnej',
    backToProgress: 'Wszystkie Twoje sesje rozmowy kwalifikacyjnej',
  },
};

/** The `t` the intro is written with: the page's own, or i18n.getFixedT(language, INTERVIEW_PAGE_NAMESPACE). */
type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * The intro with its figures, each number with its noun in the form the number takes (1 баг, 3 баги, 5 багів),
 * so no other word of the sentence depends on a number.
 */
export const interviewIntro = (t: Translate, { minutes, bugs }: { minutes: number; bugs: number }): string =>
  t('intro', {
    minutes: t('introMinutes', { count: minutes }),
    bugs: t('introBugs', { count: bugs }),
  });

addTexts(INTERVIEW_PAGE_NAMESPACE, interviewPageTexts);
