import type { CriterionName } from '../bug-reports/bug-report';
import type { Localized } from '../i18n/localized';

/**
 * The scorecard's texts in every language. A count is written "label: 3 of 12" in ua, ru and pl, so that no
 * noun has to agree with a number; techniques and challenges are named in quotes, as the progress page names them.
 */

type Counted = (value: number, of: number) => Localized;
type WithTechnique = (value: number, of: number, technique: string) => Localized;
type Practise = (technique: string, title: string) => Localized;

export const NOTHING_TO_PRACTISE: Localized = {
  en: 'Nothing left to practise here.',
  ua: 'Тут тренувати вже нічого.',
  ru: 'Здесь тренировать уже нечего.',
  pl: 'Tu nie ma już czego ćwiczyć.',
};

export const CASES: { noRun: Counted; some: WithTechnique; all: Counted; practise: Practise } = {
  noRun: (_value, of) => ({
    en: `No test table was run, so no input class of the expert design is covered (0 of ${of}).`,
    ua: `Таблицю тест-кейсів не запускали, тож класи вхідних даних експертного дизайну не покрито (0 з ${of}).`,
    ru: `Таблицу тест-кейсов не запускали, поэтому классы входных данных экспертного дизайна не покрыты (0 из ${of}).`,
    pl: `Nie uruchomiono tabeli testów, więc żadna klasa danych wejściowych z projektu eksperta nie jest pokryta (0 z ${of}).`,
  }),
  some: (value, of, technique) => ({
    en: `Your valid test cases cover ${value} of ${of} input classes of the expert design; most of those left out call for “${technique}”.`,
    ua: `Коректними тест-кейсами покрито класів вхідних даних експертного дизайну: ${value} з ${of}; найбільше непокритих знаходить техніка «${technique}».`,
    ru: `Корректными тест-кейсами покрыто классов входных данных экспертного дизайна: ${value} из ${of}; больше всего непокрытых находит техника «${technique}».`,
    pl: `Klasy danych wejściowych z projektu eksperta pokryte poprawnymi przypadkami testowymi: ${value} z ${of}; najwięcej niepokrytych wykrywa technika „${technique}”.`,
  }),
  all: (_value, of) => ({
    en: `Your valid test cases cover every input class of the expert design (${of} of ${of}).`,
    ua: `Коректні тест-кейси покривають усі класи вхідних даних експертного дизайну (${of} з ${of}).`,
    ru: `Корректные тест-кейсы покрывают все классы входных данных экспертного дизайна (${of} из ${of}).`,
    pl: `Poprawne przypadki testowe pokrywają wszystkie klasy danych wejściowych z projektu eksperta (${of} z ${of}).`,
  }),
  practise: (technique, title) => ({
    en: `Practise “${technique}”: open “Test design” on the ${title} challenge and write a valid test case for each input class.`,
    ua: `Потренуйте техніку «${technique}»: відкрийте «Тест-дизайн» у завданні «${title}» і складіть коректний тест-кейс для кожного класу вхідних даних.`,
    ru: `Потренируйте технику «${technique}»: откройте «Тест-дизайн» в задании «${title}» и составьте корректный тест-кейс для каждого класса входных данных.`,
    pl: `Poćwicz technikę „${technique}”: otwórz „Projektowanie testów” w wyzwaniu „${title}” i napisz poprawny przypadek testowy dla każdej klasy danych wejściowych.`,
  }),
};

export const VARIANTS: { noRun: Counted; some: WithTechnique; all: Counted; practise: Practise } = {
  noRun: (_value, of) => ({
    en: `No test table was run, so none of the ${of} bug variants was caught.`,
    ua: `Таблицю тест-кейсів не запускали, тож варіантів із багами не виявлено (0 з ${of}).`,
    ru: `Таблицу тест-кейсов не запускали, поэтому вариантов с багами не выявлено (0 из ${of}).`,
    pl: `Nie uruchomiono tabeli testów, więc nie wykryto żadnego wariantu z błędem (0 z ${of}).`,
  }),
  some: (value, of, technique) => ({
    en: `Your table caught ${value} of ${of} bug variants; most of those it missed are found with “${technique}”.`,
    ua: `Виявлено варіантів із багами: ${value} з ${of}; найбільше пропущених знаходить техніка «${technique}».`,
    ru: `Выявлено вариантов с багами: ${value} из ${of}; больше всего пропущенных находит техника «${technique}».`,
    pl: `Wykryte warianty z błędami: ${value} z ${of}; najwięcej pominiętych wykrywa technika „${technique}”.`,
  }),
  all: (_value, of) => ({
    en: `Your table caught every bug variant (${of} of ${of}).`,
    ua: `Таблиця виявила кожен варіант із багом (${of} з ${of}).`,
    ru: `Таблица выявила каждый вариант с багом (${of} из ${of}).`,
    pl: `Tabela wykryła każdy wariant z błędem (${of} z ${of}).`,
  }),
  practise: (technique, title) => ({
    en: `Practise “${technique}”: open “Test design” on the ${title} challenge and extend the table until it catches every bug variant.`,
    ua: `Потренуйте техніку «${technique}»: відкрийте «Тест-дизайн» у завданні «${title}» і доповнюйте таблицю, доки вона не виявить усі варіанти з багами.`,
    ru: `Потренируйте технику «${technique}»: откройте «Тест-дизайн» в задании «${title}» и дополняйте таблицу, пока она не выявит все варианты с багами.`,
    pl: `Poćwicz technikę „${technique}”: otwórz „Projektowanie testów” w wyzwaniu „${title}” i uzupełniaj tabelę, aż wykryje wszystkie warianty z błędami.`,
  }),
};

export const BUGS: { none: Counted; some: WithTechnique; all: Counted; practise: Practise } = {
  none: (_value, of) => ({
    en: `You marked no answer as a bug and reported none that the build has, so no planted bug counts as found (0 of ${of}).`,
    ua: `Ви не позначили жодної відповіді як баг і не описали жодного бага цієї збірки, тож знайдених закладених багів немає (0 з ${of}).`,
    ru: `Вы не отметили ни одного ответа как баг и не описали ни одного бага этой сборки, поэтому найденных заложенных багов нет (0 из ${of}).`,
    pl: `Nie oznaczono żadnej odpowiedzi jako błędu i nie zgłoszono żadnego błędu tego buildu, więc żaden podłożony błąd nie jest znaleziony (0 z ${of}).`,
  }),
  some: (value, of, technique) => ({
    en: `You marked or reported ${value} of the ${of} bugs planted in this build; “${technique}” would have found more.`,
    ua: `Позначено або описано закладених у збірці багів: ${value} з ${of}; техніка «${technique}» допомогла б знайти більше.`,
    ru: `Отмечено или описано заложенных в сборке багов: ${value} из ${of}; техника «${technique}» помогла бы найти больше.`,
    pl: `Oznaczone lub zgłoszone błędy podłożone w buildzie: ${value} z ${of}; technika „${technique}” pomogłaby znaleźć więcej.`,
  }),
  all: (_value, of) => ({
    en: `You marked or reported every bug planted in this build (${of} of ${of}).`,
    ua: `Ви позначили або описали всі закладені в збірці баги (${of} з ${of}).`,
    ru: `Вы отметили или описали все заложенные в сборке баги (${of} из ${of}).`,
    pl: `Oznaczono lub zgłoszono wszystkie błędy podłożone w buildzie (${of} z ${of}).`,
  }),
  practise: (technique, title) => ({
    en: `Practise “${technique}”: hunt for the planted bugs of the ${title} challenge with it.`,
    ua: `Потренуйте техніку «${technique}»: пошукайте нею закладені баги в завданні «${title}».`,
    ru: `Потренируйте технику «${technique}»: поищите ею заложенные баги в задании «${title}».`,
    pl: `Poćwicz technikę „${technique}”: poszukaj nią podłożonych błędów w wyzwaniu „${title}”.`,
  }),
};

/** Said after the bugs line's reason where answers that meet the requirements were marked as bugs. */
export const FALSE_MARKS = (count: number): Localized => ({
  en: `Answers you marked as bugs that meet the requirements: ${count}; each cancels one bug found.`,
  ua: `Позначені як баги відповіді, що відповідають вимогам: ${count}; кожна скасовує один знайдений баг.`,
  ru: `Отмеченные как баги ответы, которые соответствуют требованиям: ${count}; каждый отменяет один найденный баг.`,
  pl: `Odpowiedzi oznaczone jako błędy, które są zgodne z wymaganiami: ${count}; każda anuluje jeden znaleziony błąd.`,
});

/** Said after the variants line's reason where rows expected what the requirements do not say. */
export const WRONG_EXPECTATIONS = (count: number, cost: number): Localized => ({
  en: `Test cases whose expected result contradicts the requirements: ${count}; each costs the table ${cost} points.`,
  ua: `Тест-кейси, очікуваний результат яких суперечить вимогам: ${count}; кожен коштує таблиці ${cost} балів.`,
  ru: `Тест-кейсы, ожидаемый результат которых противоречит требованиям: ${count}; каждый стоит таблице ${cost} баллов.`,
  pl: `Przypadki testowe, których oczekiwany rezultat przeczy wymaganiom: ${count}; każdy kosztuje tabelę ${cost} pkt.`,
});

/** The first criterion a report failed, as the reason's second half says it. */
export const FAILED_CRITERION: Readonly<Record<CriterionName, Localized>> = {
  minimalSteps: {
    en: 'some of its steps are not needed to reproduce the bug',
    ua: 'деякі його кроки зайві для відтворення бага',
    ru: 'некоторые его шаги не нужны для воспроизведения бага',
    pl: 'niektóre jego kroki są zbędne do odtworzenia błędu',
  },
  actualResult: {
    en: 'the actual result is not what the build showed',
    ua: 'фактичний результат не збігається з тим, що показала збірка',
    ru: 'фактический результат не совпадает с тем, что показала сборка',
    pl: 'rzeczywisty rezultat nie zgadza się z tym, co pokazał build',
  },
  expectedResult: {
    en: 'the expected result is not what the requirements say',
    ua: 'очікуваний результат не відповідає вимогам',
    ru: 'ожидаемый результат не соответствует требованиям',
    pl: 'oczekiwany rezultat nie jest zgodny z wymaganiami',
  },
  title: {
    en: 'the title does not name the feature and what goes wrong',
    ua: 'заголовок не називає функцію і те, що відбувається не так',
    ru: 'заголовок не называет функцию и то, что идёт не так',
    pl: 'tytuł nie wskazuje funkcji i tego, co działa źle',
  },
  severity: {
    en: 'the severity does not fit the bug’s impact',
    ua: 'серйозність не відповідає впливу бага',
    ru: 'серьёзность не соответствует влиянию бага',
    pl: 'ważność nie odpowiada wpływowi błędu',
  },
};

type Scored = (score: number) => Localized;

export const REPORT: {
  none: Localized;
  scored: Scored;
  reproducesNothing: Localized;
  notMostSevere: Localized;
  best: Localized;
  practise: (title: string) => Localized;
  practiseSeverity: (title: string) => Localized;
} = {
  none: {
    en: 'No bug report was saved, so there is no score (0 of 100).',
    ua: 'Баг-репорт не збережено, тож оцінки немає (0 зі 100).',
    ru: 'Баг-репорт не сохранён, поэтому оценки нет (0 из 100).',
    pl: 'Nie zapisano zgłoszenia błędu, więc nie ma oceny (0 na 100).',
  },
  scored: (score) => ({
    en: `The report scored ${score} of 100`,
    ua: `Баг-репорт отримав ${score} зі 100`,
    ru: `Баг-репорт получил ${score} из 100`,
    pl: `Zgłoszenie dostało ${score} na 100`,
  }),
  reproducesNothing: {
    en: 'its steps reproduce no planted bug',
    ua: 'його кроки не відтворюють жодного закладеного бага',
    ru: 'его шаги не воспроизводят ни одного заложенного бага',
    pl: 'jego kroki nie odtwarzają żadnego podłożonego błędu',
  },
  notMostSevere: {
    en: 'it reports a bug that is not the most severe in the build, so 80% of its score counts',
    ua: 'він описує не найсерйозніший баг збірки, тож до підсумку зараховано 80 % оцінки',
    ru: 'он описывает не самый серьёзный баг сборки, поэтому в итог засчитывается 80 % оценки',
    pl: 'dotyczy błędu, który nie jest najpoważniejszy w buildzie, więc do wyniku liczy się 80 % oceny',
  },
  best: {
    en: 'The report scored 100 of 100 and is of the most severe bug in the build.',
    ua: 'Баг-репорт отримав 100 зі 100 і описує найсерйозніший баг збірки.',
    ru: 'Баг-репорт получил 100 из 100 и описывает самый серьёзный баг сборки.',
    pl: 'Zgłoszenie dostało 100 na 100 i dotyczy najpoważniejszego błędu w buildzie.',
  },
  practise: (title) => ({
    en: `Practise on the ${title} challenge: open “Report a bug”, reproduce a planted bug and report it to the reviewer’s criteria.`,
    ua: `Потренуйтеся в завданні «${title}»: відкрийте «Оформити баг-репорт», відтворіть закладений баг і опишіть його за критеріями рецензента.`,
    ru: `Потренируйтесь в задании «${title}»: откройте «Оформить баг-репорт», воспроизведите заложенный баг и опишите его по критериям ревьюера.`,
    pl: `Poćwicz w wyzwaniu „${title}”: otwórz „Zgłoś błąd”, odtwórz podłożony błąd i zgłoś go zgodnie z kryteriami recenzenta.`,
  }),
  practiseSeverity: (title) => ({
    en: `Practise weighing severity: open “Report a bug” on the ${title} challenge and report first the bug that hurts users most.`,
    ua: `Потренуйтеся оцінювати серйозність: у завданні «${title}» відкрийте «Оформити баг-репорт» і першим опишіть баг, який найбільше шкодить користувачам.`,
    ru: `Потренируйтесь оценивать серьёзность: в задании «${title}» откройте «Оформить баг-репорт» и первым опишите баг, который больше всего вредит пользователям.`,
    pl: `Poćwicz ocenę ważności: w wyzwaniu „${title}” otwórz „Zgłoś błąd” i najpierw zgłoś błąd, który najbardziej szkodzi użytkownikom.`,
  }),
};

/** Minutes and seconds, "12 min 5 s", a zero part left out. */
export const duration = (seconds: number): Localized => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = (minute: string, second: string) =>
    [minutes > 0 && `${minutes} ${minute}`, (rest > 0 || minutes === 0) && `${rest} ${second}`]
      .filter(Boolean)
      .join(' ');
  return { en: parts('min', 's'), ua: parts('хв', 'с'), ru: parts('мин', 'с'), pl: parts('min', 's') };
};

export const TIME: {
  used: (used: string, allowed: string) => Localized;
  ranOut: (allowed: string) => Localized;
  practise: Localized;
} = {
  used: (used, allowed) => ({
    en: `You used ${used} of the ${allowed} allowed; time is shown, not scored.`,
    ua: `Використано ${used} з ${allowed}; час показано для довідки, в оцінку він не входить.`,
    ru: `Использовано ${used} из ${allowed}; время показано для справки и в оценку не входит.`,
    pl: `Wykorzystano ${used} z ${allowed}; czas jest tylko informacją i nie wpływa na wynik.`,
  }),
  ranOut: (allowed) => ({
    en: `The time ran out (${allowed}); time is shown, not scored.`,
    ua: `Час вичерпано (${allowed}); його показано для довідки, в оцінку він не входить.`,
    ru: `Время вышло (${allowed}); оно показано для справки и в оценку не входит.`,
    pl: `Czas się skończył (${allowed}); jest tylko informacją i nie wpływa na wynik.`,
  }),
  practise: {
    en: 'Practise timeboxing: read the requirements first, then split the time between the table, the bugs and the report.',
    ua: 'Потренуйте таймбоксинг: спершу прочитайте вимоги, потім розподіліть час між таблицею, пошуком багів і баг-репортом.',
    ru: 'Потренируйте таймбоксинг: сначала прочитайте требования, затем распределите время между таблицей, поиском багов и баг-репортом.',
    pl: 'Poćwicz timeboxing: najpierw przeczytaj wymagania, potem podziel czas między tabelę, szukanie błędów i zgłoszenie.',
  },
};
