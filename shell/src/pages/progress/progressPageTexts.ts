// Over 300 lines because it is one namespace in four languages: each language repeats every key, and a translator
// reads them side by side.
import { addTexts, type Texts } from '@qa/shared';

/** The progress page (/app/progress); loaded with the page only. */
export const PROGRESS_PAGE_NAMESPACE = 'progressPage';

export const progressPageTexts: Texts = {
  en: {
    title: 'Your progress',
    intro:
      'What you have found so far, which test design techniques you use well and which you miss, and how purposefully you test.',
    keptLocally:
      'Your progress is kept in this browser. Sign in to keep it with your account on every device.',
    keptWithAccount: 'Your progress is kept in this browser and with your account.',
    loading: 'Loading your progress…',
    loadFailed: 'Your progress could not be loaded. {{reason}}',
    unreachable: 'The server cannot be reached. Check your connection and try again.',
    retry: 'Try again',
    empty: 'Nothing here yet: open a challenge, submit a few inputs and come back.',
    startLearning: 'Start with the Learn challenges',
    table: 'The chart as a table',
    ofTotal: '{{found}} of {{total}}',
    percent: '{{value}}%',
    file: {
      title: 'Move your progress to another browser',
      intro:
        'Save this browser’s progress to a file and import it in another browser. Importing adds to what is already there: nothing found is lost.',
      export: 'Export to a file',
      import: 'Import from a file',
      outcomes: {
        imported: 'Imported: the file’s progress is merged with this browser’s.',
        tooBig: 'This file is too large to be a progress file. Nothing was changed.',
        invalid: 'This file is not a progress file of the simulator, or it is damaged. Nothing was changed.',
        failed: 'The file could not be handled just now. Nothing was changed; please try again.',
      },
    },
    groups: {
      title: 'Cases and bugs per group',
      intro: 'How much of each group’s cases and bugs you have found.',
      group: 'Group',
      cases: 'Cases found',
      bugs: 'Bugs found',
    },
    techniques: {
      title: 'Techniques',
      intro:
        'The share of each technique’s cases and bugs that you found, counted in the challenges you have opened.',
      technique: 'Technique',
      found: 'Found',
      share: 'Share found',
    },
    weakSpots: {
      title: 'Weak spots',
      intro: 'The techniques you are clearly weak at, the weakest first, and where to practise each.',
      rule: 'A technique counts as weak when the challenges you opened hold at least {{min}} of its cases and bugs and you found fewer than {{share}}% of them.',
      line: '{{technique}}: you found {{found}} of {{total}}. Challenges you opened that use it: {{challenges}}.',
      train: 'Practise it on {{challenge}}',
      none: 'No weak spots for now: no technique falls under this rule.',
    },
    efficiency: {
      title: 'Efficiency',
      intro:
        'Submissions per find in each challenge you have tried. Par is one submission per case and bug: a tester who works with a plan needs not many more.',
      challenge: 'Challenge',
      submissions: 'Submissions',
      found: 'Found',
      par: 'Par',
      perFind: 'Per find',
      verdict: 'Verdict',
      verdicts: {
        intent: 'With intent',
        fair: 'Getting there',
        trialAndError: 'Trial and error',
        early: 'Too early to say',
      },
    },
    inputClasses: {
      title: 'Input classes tried',
      intro:
        'The kinds of input you have tried in each challenge. Only the values you chose count: what you typed, the test values you picked and, in an API request, the values in its body and the path after the resource. The app’s own dropdowns and what it fills in itself do not count. Each one you have not tried yet comes with why testers try it.',
      summary: '{{challenge}}: {{tried}} of {{total}} tried',
      tried: 'Tried',
      untried: 'Not tried yet',
      allTried: 'You have tried every class here.',
      names: {
        empty: 'Empty value',
        blanksAround: 'Blanks around a value',
        zero: 'Zero',
        negative: 'Negative number',
        boundaries: 'At and beyond a boundary',
        veryLong: 'Very long value',
        nonLatin: 'Non-Latin letters',
        symbols: 'Symbols',
        markup: 'Markup',
        wrongFormat: 'Wrong format',
      },
      why: {
        empty:
          'A field left empty is the most common slip users make: the form must say what is missing, neither crash nor accept it.',
        blanksAround:
          'Values pasted from elsewhere often carry spaces: the form should trim them or say so, not treat “ 5” as another value.',
        zero: 'Zero sits at the edge of many rules and breaks divisions and counts; off-by-one errors show up here.',
        negative:
          'Minus signs reach fields meant for amounts, ages and quantities; accepting them produces nonsense results.',
        boundaries:
          'Bugs gather at the edges of valid ranges: the last valid value, the first invalid one and their neighbours.',
        veryLong: 'Long input reveals missing length limits, cut-off storage and broken layouts.',
        nonLatin:
          'Real users write in Cyrillic, Greek or Chinese; encodings and validation rules often forget about them.',
        symbols:
          'Quotes, slashes and other special characters break parsing and queries that do not expect them.',
        markup:
          'Text like <b> or <script> checks that input is shown as text and never run: the root of cross-site scripting.',
        wrongFormat:
          'Letters in a number or two decimal points: the form must refuse a malformed value clearly instead of guessing.',
      },
    },
    testDesign: {
      title: 'Test design',
      intro:
        'Your best table of test cases in each challenge where you ran one, and how many of the challenge’s bug variants it caught.',
      invite:
        'No test design run yet: open “Test design” under a challenge’s form, write your test cases and run them.',
      weakSpot:
        'Your tables most often miss bugs that the “{{technique}}” technique finds. Bug variants missed: {{missed}}; tables that missed them: {{challenges}}.',
      noneMissed: 'Your best tables catch every bug variant so far.',
      challenge: 'Challenge',
      caught: 'Bug variants caught',
      total: 'Bug variants in all',
      score: 'Score',
    },
    interviews: {
      title: 'Interview sessions',
      intro:
        'Your finished interview sessions, newest first, each with its total and a link to share its scorecard.',
      invite: 'No finished interview session yet.',
      start: 'Take an interview session',
      form: 'Form',
      date: 'Taken on',
      total: 'Total',
      share: 'Scorecard',
      assigned: 'set by your class',
      open: 'Open the scorecard',
      openLabel: 'Open the scorecard: {{form}}, {{date}}',
    },
    bugReports: {
      title: 'Bug reports',
      intro:
        'Your best report of each planted bug you have reported, with the score a reviewer’s criteria gave it.',
      invite:
        'No bug report yet: open “Report a bug” under the form of a challenge with planted bugs, reproduce a bug and report it.',
      challenge: 'Challenge',
      bug: 'Bug',
      reportTitle: 'Report title',
      severity: 'Severity',
      score: 'Score',
    },
  },
  ua: {
    title: 'Ваш прогрес',
    intro:
      'Що ви вже знайшли, якими техніками тест-дизайну володієте добре, а які пропускаєте, і наскільки цілеспрямовано ви тестуєте.',
    keptLocally:
      'Ваш прогрес зберігається в цьому браузері. Увійдіть, щоб він зберігався й у вашому обліковому записі на кожному пристрої.',
    keptWithAccount: 'Ваш прогрес зберігається в цьому браузері та у вашому обліковому записі.',
    loading: 'Завантажуємо ваш прогрес…',
    loadFailed: 'Не вдалося завантажити ваш прогрес. {{reason}}',
    unreachable: 'Не вдається з’єднатися із сервером. Перевірте підключення й спробуйте ще раз.',
    retry: 'Спробувати ще раз',
    empty: 'Тут поки порожньо: відкрийте завдання, надішліть кілька значень і поверніться сюди.',
    startLearning: 'Почніть із навчальних завдань',
    table: 'Діаграма у вигляді таблиці',
    ofTotal: '{{found}} з {{total}}',
    percent: '{{value}}%',
    file: {
      title: 'Перенесіть прогрес в інший браузер',
      intro:
        'Збережіть прогрес цього браузера у файл та імпортуйте його в іншому браузері. Імпорт доповнює те, що вже є: жодна знахідка не втрачається.',
      export: 'Експортувати у файл',
      import: 'Імпортувати з файлу',
      outcomes: {
        imported: 'Імпортовано: прогрес із файлу об’єднано з прогресом цього браузера.',
        tooBig: 'Цей файл завеликий, щоб бути файлом прогресу. Нічого не змінено.',
        invalid: 'Це не файл прогресу симулятора, або він пошкоджений. Нічого не змінено.',
        failed: 'Зараз не вдалося обробити файл. Нічого не змінено; спробуйте ще раз.',
      },
    },
    groups: {
      title: 'Тест-кейси й баги за групами',
      intro: 'Яку частину тест-кейсів і багів кожної групи ви вже знайшли.',
      group: 'Група',
      cases: 'Знайдено тест-кейсів',
      bugs: 'Знайдено багів',
    },
    techniques: {
      title: 'Техніки',
      intro: 'Частка знайдених тест-кейсів і багів кожної техніки в завданнях, які ви відкривали.',
      technique: 'Техніка',
      found: 'Знайдено',
      share: 'Частка знайденого',
    },
    weakSpots: {
      title: 'Слабкі місця',
      intro: 'Техніки, які вам явно не вдаються, починаючи з найслабшої, і де кожну з них потренувати.',
      rule: 'Техніка вважається слабким місцем, коли тест-кейсів і багів цієї техніки у відкритих вами завданнях щонайменше {{min}}, а ви знайшли менше ніж {{share}}% із них.',
      line: '{{technique}}: ви знайшли {{found}} з {{total}}. Відкриті завдання з цією технікою: {{challenges}}.',
      train: 'Потренуйтеся на завданні «{{challenge}}»',
      none: 'Слабких місць поки немає: жодна техніка не підпадає під це правило.',
    },
    efficiency: {
      title: 'Ефективність',
      intro:
        'Скільки спроб припадає на одну знахідку в кожному завданні, яке ви пробували. Норма — одна спроба на кожен тест-кейс і баг: тестувальнику, який працює за планом, потрібно ненабагато більше.',
      challenge: 'Завдання',
      submissions: 'Спроби',
      found: 'Знайдено',
      par: 'Норма',
      perFind: 'На знахідку',
      verdict: 'Оцінка',
      verdicts: {
        intent: 'Цілеспрямовано',
        fair: 'Непогано',
        trialAndError: 'Методом спроб і помилок',
        early: 'Ще зарано казати',
      },
    },
    inputClasses: {
      title: 'Випробувані класи вхідних даних',
      intro:
        'Які види вхідних даних ви пробували в кожному завданні. Зараховуються лише значення, які ви обрали самі: те, що ви ввели, вибрані тестові значення, а в API-запиті — значення в його тілі та частина шляху після ресурсу. Власні випадні списки застосунку й те, що він підставляє сам, не враховуються. Для кожного ще не випробуваного пояснено, навіщо його пробують тестувальники.',
      summary: '{{challenge}}: випробувано {{tried}} з {{total}}',
      tried: 'Випробувано',
      untried: 'Ще не випробувано',
      allTried: 'Тут ви випробували всі класи.',
      names: {
        empty: 'Порожнє значення',
        blanksAround: 'Пробіли навколо значення',
        zero: 'Нуль',
        negative: 'Від’ємне число',
        boundaries: 'На межі та за нею',
        veryLong: 'Дуже довге значення',
        nonLatin: 'Нелатинські літери',
        symbols: 'Спецсимволи',
        markup: 'Розмітка',
        wrongFormat: 'Неправильний формат',
      },
      why: {
        empty:
          'Порожнє поле — найпоширеніша помилка користувачів: форма має сказати, чого бракує, а не зламатися чи прийняти його.',
        blanksAround:
          'Скопійовані звідкись значення часто містять пробіли: форма має їх обрізати або про це сказати, а не вважати « 5» іншим значенням.',
        zero: 'Нуль лежить на межі багатьох правил і ламає ділення та підрахунки; саме тут виявляються помилки на одиницю.',
        negative:
          'Знак мінус потрапляє в поля для сум, віку й кількості; якщо форма його приймає, результати стають безглуздими.',
        boundaries:
          'Баги скупчуються на межах допустимих діапазонів: останнє допустиме значення, перше недопустиме та їхні сусіди.',
        veryLong: 'Довге введення виявляє відсутні обмеження довжини, обрізані дані та зламану верстку.',
        nonLatin:
          'Справжні користувачі пишуть кирилицею, грецькою чи китайською; кодування й правила перевірки часто про це забувають.',
        symbols:
          'Лапки, скісні риски та інші спецсимволи ламають розбір даних і запити, які на них не розраховані.',
        markup:
          'Текст на кшталт <b> чи <script> перевіряє, що введене показується як текст і ніколи не виконується: звідси починається міжсайтовий скриптинг.',
        wrongFormat:
          'Літери в числі чи дві десяткові коми: форма має чітко відхилити некоректне значення, а не вгадувати.',
      },
    },
    testDesign: {
      title: 'Тест-дизайн',
      intro:
        'Ваша найкраща таблиця тест-кейсів у кожному завданні, де ви її запускали, і скільки варіантів із багами завдання вона виявила.',
      invite:
        'Ви ще не запускали жодної таблиці: відкрийте «Тест-дизайн» під формою завдання, складіть тест-кейси й запустіть їх.',
      weakSpot:
        'Найчастіше ваші таблиці пропускають баги, які знаходить техніка «{{technique}}». Пропущено варіантів із багами: {{missed}}; таблиць, що їх пропустили: {{challenges}}.',
      noneMissed: 'Поки що ваші найкращі таблиці виявляють кожен варіант із багом.',
      challenge: 'Завдання',
      caught: 'Виявлено варіантів із багами',
      total: 'Усього варіантів із багами',
      score: 'Оцінка',
    },
    interviews: {
      title: 'Сесії співбесіди',
      intro:
        'Ваші завершені сесії співбесіди, спершу найновіші, кожна з підсумком і посиланням, щоб поділитися її оцінювальним листом.',
      invite: 'Завершених сесій співбесіди ще немає.',
      start: 'Пройти сесію співбесіди',
      form: 'Форма',
      date: 'Дата',
      total: 'Підсумок',
      share: 'Оцінювальний лист',
      assigned: 'призначена групі',
      open: 'Відкрити оцінювальний лист',
      openLabel: 'Відкрити оцінювальний лист: {{form}}, {{date}}',
    },
    bugReports: {
      title: 'Баг-репорти',
      intro:
        'Ваш найкращий баг-репорт на кожен закладений баг, який ви оформили, з оцінкою за критеріями рецензента.',
      invite:
        'Ви ще не оформили жодного баг-репорту: відкрийте «Оформити баг-репорт» під формою завдання із закладеними багами, відтворіть баг і опишіть його.',
      challenge: 'Завдання',
      bug: 'Баг',
      reportTitle: 'Заголовок репорту',
      severity: 'Серйозність',
      score: 'Оцінка',
    },
  },
  ru: {
    title: 'Ваш прогресс',
    intro:
      'Что вы уже нашли, какими техниками тест-дизайна владеете хорошо, а какие упускаете, и насколько целенаправленно вы тестируете.',
    keptLocally:
      'Ваш прогресс хранится в этом браузере. Войдите, чтобы он хранился и в вашей учётной записи на любом устройстве.',
    keptWithAccount: 'Ваш прогресс хранится в этом браузере и в вашей учётной записи.',
    loading: 'Загружаем ваш прогресс…',
    loadFailed: 'Не удалось загрузить ваш прогресс. {{reason}}',
    unreachable: 'Не удаётся связаться с сервером. Проверьте подключение и попробуйте ещё раз.',
    retry: 'Попробовать ещё раз',
    empty: 'Здесь пока пусто: откройте задание, отправьте несколько значений и возвращайтесь.',
    startLearning: 'Начните с обучающих заданий',
    table: 'Диаграмма в виде таблицы',
    ofTotal: '{{found}} из {{total}}',
    percent: '{{value}}%',
    file: {
      title: 'Перенесите прогресс в другой браузер',
      intro:
        'Сохраните прогресс этого браузера в файл и импортируйте его в другом браузере. Импорт дополняет то, что уже есть: ни одна находка не теряется.',
      export: 'Экспортировать в файл',
      import: 'Импортировать из файла',
      outcomes: {
        imported: 'Импортировано: прогресс из файла объединён с прогрессом этого браузера.',
        tooBig: 'Этот файл слишком большой для файла прогресса. Ничего не изменено.',
        invalid: 'Это не файл прогресса симулятора, или он повреждён. Ничего не изменено.',
        failed: 'Сейчас не удалось обработать файл. Ничего не изменено; попробуйте ещё раз.',
      },
    },
    groups: {
      title: 'Тест-кейсы и баги по группам',
      intro: 'Какую часть тест-кейсов и багов каждой группы вы уже нашли.',
      group: 'Группа',
      cases: 'Найдено тест-кейсов',
      bugs: 'Найдено багов',
    },
    techniques: {
      title: 'Техники',
      intro: 'Доля найденных тест-кейсов и багов каждой техники в заданиях, которые вы открывали.',
      technique: 'Техника',
      found: 'Найдено',
      share: 'Доля найденного',
    },
    weakSpots: {
      title: 'Слабые места',
      intro:
        'Техники, которые явно даются вам плохо, начиная с самой слабой, и где каждую из них потренировать.',
      rule: 'Техника считается слабым местом, если тест-кейсов и багов этой техники в открытых вами заданиях не меньше {{min}}, а вы нашли меньше {{share}}% из них.',
      line: '{{technique}}: вы нашли {{found}} из {{total}}. Открытые задания с этой техникой: {{challenges}}.',
      train: 'Потренируйтесь на задании «{{challenge}}»',
      none: 'Слабых мест пока нет: ни одна техника не подпадает под это правило.',
    },
    efficiency: {
      title: 'Эффективность',
      intro:
        'Сколько попыток приходится на одну находку в каждом задании, которое вы пробовали. Норма — одна попытка на каждый тест-кейс и баг: тестировщику, который работает по плану, нужно ненамного больше.',
      challenge: 'Задание',
      submissions: 'Попытки',
      found: 'Найдено',
      par: 'Норма',
      perFind: 'На находку',
      verdict: 'Оценка',
      verdicts: {
        intent: 'Целенаправленно',
        fair: 'Неплохо',
        trialAndError: 'Методом проб и ошибок',
        early: 'Пока рано судить',
      },
    },
    inputClasses: {
      title: 'Опробованные классы входных данных',
      intro:
        'Какие виды входных данных вы пробовали в каждом задании. Засчитываются только значения, которые вы выбрали сами: то, что вы ввели, выбранные тестовые значения, а в API-запросе — значения в его теле и часть пути после ресурса. Собственные выпадающие списки приложения и то, что оно подставляет само, не учитываются. Для каждого ещё не опробованного объяснено, зачем его пробуют тестировщики.',
      summary: '{{challenge}}: опробовано {{tried}} из {{total}}',
      tried: 'Опробовано',
      untried: 'Ещё не опробовано',
      allTried: 'Здесь вы опробовали все классы.',
      names: {
        empty: 'Пустое значение',
        blanksAround: 'Пробелы вокруг значения',
        zero: 'Ноль',
        negative: 'Отрицательное число',
        boundaries: 'На границе и за ней',
        veryLong: 'Очень длинное значение',
        nonLatin: 'Нелатинские буквы',
        symbols: 'Спецсимволы',
        markup: 'Разметка',
        wrongFormat: 'Неверный формат',
      },
      why: {
        empty:
          'Пустое поле — самая частая ошибка пользователей: форма должна сказать, чего не хватает, а не сломаться и не принять его.',
        blanksAround:
          'Скопированные откуда-то значения часто содержат пробелы: форма должна их обрезать или сообщить об этом, а не считать « 5» другим значением.',
        zero: 'Ноль стоит на границе многих правил и ломает деление и подсчёты; именно здесь проявляются ошибки на единицу.',
        negative:
          'Знак минус попадает в поля для сумм, возраста и количества; если форма его принимает, результаты теряют смысл.',
        boundaries:
          'Баги скапливаются на границах допустимых диапазонов: последнее допустимое значение, первое недопустимое и их соседи.',
        veryLong:
          'Длинный ввод выявляет отсутствие ограничений длины, обрезанные данные и сломанную вёрстку.',
        nonLatin:
          'Настоящие пользователи пишут кириллицей, по-гречески или по-китайски; кодировки и правила проверки часто об этом забывают.',
        symbols: 'Кавычки, слэши и другие спецсимволы ломают разбор данных и запросы, которые их не ожидают.',
        markup:
          'Текст вроде <b> или <script> проверяет, что введённое показывается как текст и никогда не выполняется: отсюда начинается межсайтовый скриптинг.',
        wrongFormat:
          'Буквы в числе или две десятичные запятые: форма должна внятно отклонить некорректное значение, а не угадывать.',
      },
    },
    testDesign: {
      title: 'Тест-дизайн',
      intro:
        'Ваша лучшая таблица тест-кейсов в каждом задании, где вы её запускали, и сколько вариантов с багами задания она выявила.',
      invite:
        'Вы ещё не запускали ни одной таблицы: откройте «Тест-дизайн» под формой задания, составьте тест-кейсы и запустите их.',
      weakSpot:
        'Чаще всего ваши таблицы пропускают баги, которые находит техника «{{technique}}». Пропущено вариантов с багами: {{missed}}; таблиц, которые их пропустили: {{challenges}}.',
      noneMissed: 'Пока ваши лучшие таблицы выявляют каждый вариант с багом.',
      challenge: 'Задание',
      caught: 'Выявлено вариантов с багами',
      total: 'Всего вариантов с багами',
      score: 'Оценка',
    },
    interviews: {
      title: 'Сессии собеседования',
      intro:
        'Ваши завершённые сессии собеседования, сначала самые новые, каждая с итогом и ссылкой, чтобы поделиться её оценочным листом.',
      invite: 'Завершённых сессий собеседования пока нет.',
      start: 'Пройти сессию собеседования',
      form: 'Форма',
      date: 'Дата',
      total: 'Итог',
      share: 'Оценочный лист',
      assigned: 'назначена группе',
      open: 'Открыть оценочный лист',
      openLabel: 'Открыть оценочный лист: {{form}}, {{date}}',
    },
    bugReports: {
      title: 'Баг-репорты',
      intro:
        'Ваш лучший баг-репорт на каждый заложенный баг, который вы оформили, с оценкой по критериям ревьюера.',
      invite:
        'Вы ещё не оформили ни одного баг-репорта: откройте «Оформить баг-репорт» под формой задания с заложенными багами, воспроизведите баг и опишите его.',
      challenge: 'Задание',
      bug: 'Баг',
      reportTitle: 'Заголовок репорта',
      severity: 'Серьёзность',
      score: 'Оценка',
    },
  },
  pl: {
    title: 'Twoje postępy',
    intro:
      'Co już udało ci się znaleźć, które techniki projektowania testów opanowujesz dobrze, a które pomijasz, i jak celowo testujesz.',
    keptLocally:
      'Twoje postępy są zapisane w tej przeglądarce. Zaloguj się, aby zapisywać je też na koncie, na każdym urządzeniu.',
    keptWithAccount: 'Twoje postępy są zapisane w tej przeglądarce i na twoim koncie.',
    loading: 'Wczytujemy twoje postępy…',
    loadFailed: 'Nie udało się wczytać twoich postępów. {{reason}}',
    unreachable: 'Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    empty: 'Na razie nic tu nie ma: otwórz wyzwanie, wyślij kilka wartości i wróć tutaj.',
    startLearning: 'Zacznij od wyzwań szkoleniowych',
    table: 'Wykres w postaci tabeli',
    ofTotal: '{{found}} z {{total}}',
    percent: '{{value}}%',
    file: {
      title: 'Przenieś postępy do innej przeglądarki',
      intro:
        'Zapisz postępy z tej przeglądarki w pliku i zaimportuj go w innej przeglądarce. Import uzupełnia to, co już jest: żadne znalezisko nie przepada.',
      export: 'Eksportuj do pliku',
      import: 'Importuj z pliku',
      outcomes: {
        imported: 'Zaimportowano: postępy z pliku połączono z postępami tej przeglądarki.',
        tooBig: 'Ten plik jest za duży, by był plikiem postępów. Nic nie zostało zmienione.',
        invalid: 'To nie jest plik postępów symulatora albo jest uszkodzony. Nic nie zostało zmienione.',
        failed: 'Nie udało się teraz obsłużyć pliku. Nic nie zostało zmienione; spróbuj ponownie.',
      },
    },
    groups: {
      title: 'Przypadki testowe i błędy według grup',
      intro: 'Jaką część przypadków testowych i błędów każdej grupy udało ci się już znaleźć.',
      group: 'Grupa',
      cases: 'Znalezione przypadki testowe',
      bugs: 'Znalezione błędy',
    },
    techniques: {
      title: 'Techniki',
      intro:
        'Odsetek znalezionych przypadków testowych i błędów każdej techniki w otwartych przez ciebie wyzwaniach.',
      technique: 'Technika',
      found: 'Znaleziono',
      share: 'Odsetek znalezionych',
    },
    weakSpots: {
      title: 'Słabe punkty',
      intro:
        'Techniki, które wyraźnie sprawiają ci trudność, od najsłabszej, i gdzie każdą z nich przećwiczyć.',
      rule: 'Technika jest twoim słabym punktem, gdy liczba jej przypadków testowych i błędów w otwartych przez ciebie wyzwaniach wynosi co najmniej {{min}}, a znaleziono mniej niż {{share}}% z nich.',
      line: '{{technique}}: znaleziono {{found}} z {{total}}. Otwarte wyzwania z tą techniką: {{challenges}}.',
      train: 'Przećwicz ją w wyzwaniu „{{challenge}}”',
      none: 'Na razie brak słabych punktów: żadna technika nie spełnia tego warunku.',
    },
    efficiency: {
      title: 'Efektywność',
      intro:
        'Ile prób przypada na jedno znalezisko w każdym wypróbowanym wyzwaniu. Norma to jedna próba na każdy przypadek testowy i błąd: tester, który działa według planu, potrzebuje niewiele więcej.',
      challenge: 'Wyzwanie',
      submissions: 'Próby',
      found: 'Znaleziono',
      par: 'Norma',
      perFind: 'Na znalezisko',
      verdict: 'Ocena',
      verdicts: {
        intent: 'Celowo',
        fair: 'Coraz lepiej',
        trialAndError: 'Metodą prób i błędów',
        early: 'Za wcześnie, by ocenić',
      },
    },
    inputClasses: {
      title: 'Wypróbowane klasy danych wejściowych',
      intro:
        'Jakie rodzaje danych wejściowych zostały wypróbowane w każdym wyzwaniu. Liczą się tylko wartości wybrane przez ciebie: to, co wpisujesz, wybrane wartości testowe, a w żądaniu API wartości w jego treści i część ścieżki po nazwie zasobu. Własne listy rozwijane aplikacji i to, co aplikacja uzupełnia sama, nie są brane pod uwagę. Przy każdym jeszcze niewypróbowanym wyjaśniamy, po co testerzy go sprawdzają.',
      summary: '{{challenge}}: wypróbowano {{tried}} z {{total}}',
      tried: 'Wypróbowane',
      untried: 'Jeszcze niewypróbowane',
      allTried: 'Tutaj wszystkie klasy są już wypróbowane.',
      names: {
        empty: 'Pusta wartość',
        blanksAround: 'Spacje wokół wartości',
        zero: 'Zero',
        negative: 'Liczba ujemna',
        boundaries: 'Na granicy i za nią',
        veryLong: 'Bardzo długa wartość',
        nonLatin: 'Litery spoza alfabetu łacińskiego',
        symbols: 'Znaki specjalne',
        markup: 'Znaczniki HTML',
        wrongFormat: 'Zły format',
      },
      why: {
        empty:
          'Puste pole to najczęstsza pomyłka użytkowników: formularz powinien powiedzieć, czego brakuje, a nie ulec awarii ani go przyjąć.',
        blanksAround:
          'Wartości wklejone skądinąd często mają spacje: formularz powinien je obciąć albo o tym poinformować, a nie traktować „ 5” jako inną wartość.',
        zero: 'Zero leży na granicy wielu reguł i psuje dzielenie oraz liczenie; tu wychodzą błędy o jeden.',
        negative:
          'Minus trafia do pól na kwoty, wiek i liczbę sztuk; jeśli formularz go przyjmie, wyniki tracą sens.',
        boundaries:
          'Błędy gromadzą się na granicach dopuszczalnych zakresów: ostatnia poprawna wartość, pierwsza niepoprawna i ich sąsiedzi.',
        veryLong: 'Długie dane ujawniają brak limitów długości, ucięte zapisy i rozjechany układ strony.',
        nonLatin:
          'Prawdziwi użytkownicy piszą cyrylicą, po grecku czy po chińsku; kodowania i reguły walidacji często o tym zapominają.',
        symbols:
          'Cudzysłowy, ukośniki i inne znaki specjalne psują parsowanie i zapytania, które się ich nie spodziewają.',
        markup:
          'Tekst w rodzaju <b> czy <script> sprawdza, czy dane są pokazywane jako tekst i nigdy nie są wykonywane: od tego zaczynają się ataki XSS.',
        wrongFormat:
          'Litery w liczbie albo dwa przecinki dziesiętne: formularz powinien wyraźnie odrzucić błędną wartość zamiast zgadywać.',
      },
    },
    testDesign: {
      title: 'Projektowanie testów',
      intro:
        'Twoja najlepsza tabela przypadków testowych w każdym wyzwaniu, w którym ją uruchomiono, i ile wariantów z błędami tego wyzwania wykryła.',
      invite:
        'Nie uruchomiono jeszcze żadnej tabeli: otwórz „Projektowanie testów” pod formularzem wyzwania, przygotuj przypadki testowe i uruchom je.',
      weakSpot:
        'Twoje tabele najczęściej pomijają błędy, które wykrywa technika „{{technique}}”. Pominięte warianty z błędami: {{missed}}; tabele, które je pominęły: {{challenges}}.',
      noneMissed: 'Na razie twoje najlepsze tabele wykrywają każdy wariant z błędem.',
      challenge: 'Wyzwanie',
      caught: 'Wykryte warianty z błędami',
      total: 'Wszystkie warianty z błędami',
      score: 'Wynik',
    },
    interviews: {
      title: 'Sesje rozmowy kwalifikacyjnej',
      intro:
        'Twoje zakończone sesje rozmowy kwalifikacyjnej, od najnowszej, każda z wynikiem i linkiem do udostępnienia karty wyników.',
      invite: 'Nie masz jeszcze zakończonej sesji rozmowy kwalifikacyjnej.',
      start: 'Przejdź sesję rozmowy kwalifikacyjnej',
      form: 'Formularz',
      date: 'Data',
      total: 'Wynik',
      share: 'Karta wyników',
      assigned: 'zadana przez klasę',
      open: 'Otwórz kartę wyników',
      openLabel: 'Otwórz kartę wyników: {{form}}, {{date}}',
    },
    bugReports: {
      title: 'Zgłoszenia błędów',
      intro:
        'Najlepsze z twoich zgłoszeń każdego podłożonego błędu i wynik, jaki przyznały mu kryteria recenzenta.',
      invite:
        'Nie ma jeszcze żadnego zgłoszenia błędu: otwórz „Zgłoś błąd” pod formularzem wyzwania z podłożonymi błędami, odtwórz błąd i zgłoś go.',
      challenge: 'Wyzwanie',
      bug: 'Błąd',
      reportTitle: 'Tytuł zgłoszenia',
      severity: 'Ważność',
      score: 'Wynik',
    },
  },
};

addTexts(PROGRESS_PAGE_NAMESPACE, progressPageTexts);
