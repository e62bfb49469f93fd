import type { Language } from '@qa/shared/catalogue';
import type { Localized } from '../i18n/localized';
import {
  gradeReport,
  reproducingStep,
  type BugReport,
  type Criterion,
  type ReasonTexts,
  type ReportedChallenge,
} from './bug-report';

/** Why each criterion passed or failed, as a reviewer would say it. */
export const REASONS: ReasonTexts = {
  minimalStepsPassed: {
    en: 'Every step is needed: without any one of them the bug does not show.',
    ua: 'Кожен крок потрібен: без будь-якого з них баг не відтворюється.',
    ru: 'Каждый шаг нужен: без любого из них баг не воспроизводится.',
    pl: 'Każdy krok jest potrzebny: bez któregokolwiek z nich błąd się nie odtwarza.',
  },
  minimalStepsFailed: {
    en: 'Some steps are not needed: the bug shows without them. Keep only the steps that reproduce it.',
    ua: 'Деякі кроки зайві: баг відтворюється і без них. Залиште лише кроки, що його відтворюють.',
    ru: 'Некоторые шаги лишние: баг воспроизводится и без них. Оставьте только шаги, которые его воспроизводят.',
    pl: 'Niektóre kroki są zbędne: błąd odtwarza się i bez nich. Zostaw tylko kroki, które go odtwarzają.',
  },
  actualResultPassed: {
    en: 'The actual result is what the build answered.',
    ua: 'Фактичний результат — саме те, що відповіла збірка.',
    ru: 'Фактический результат — именно то, что ответила сборка.',
    pl: 'Rzeczywisty rezultat to dokładnie to, co odpowiedział build.',
  },
  actualResultFailed: {
    en: 'The actual result is not what the build answered: copy its answer as it is shown.',
    ua: 'Фактичний результат не збігається з відповіддю збірки: скопіюйте її так, як вона показана.',
    ru: 'Фактический результат не совпадает с ответом сборки: скопируйте его так, как он показан.',
    pl: 'Rzeczywisty rezultat nie zgadza się z odpowiedzią buildu: skopiuj ją tak, jak jest wyświetlona.',
  },
  expectedResultPassed: {
    en: 'The expected result is what the requirements say.',
    ua: 'Очікуваний результат відповідає вимогам.',
    ru: 'Ожидаемый результат соответствует требованиям.',
    pl: 'Oczekiwany rezultat jest zgodny z wymaganiami.',
  },
  expectedResultFailed: {
    en: 'The expected result is not what the requirements say for these steps.',
    ua: 'Очікуваний результат не відповідає тому, що вимоги кажуть для цих кроків.',
    ru: 'Ожидаемый результат не соответствует тому, что требования говорят для этих шагов.',
    pl: 'Oczekiwany rezultat nie jest tym, co dla tych kroków mówią wymagania.',
  },
  resultList: {
    en: 'It lists several answers the form can give: state the one this step gets.',
    ua: 'Тут перелічено кілька відповідей, які може дати форма: вкажіть ту, яку отримує цей крок.',
    ru: 'Здесь перечислено несколько ответов, которые может дать форма: укажите тот, который получает этот шаг.',
    pl: 'Wymieniono tu kilka odpowiedzi, które może dać formularz: podaj tę, którą dostaje ten krok.',
  },
  titlePassed: {
    en: 'The title names the feature and the wrong behaviour.',
    ua: 'Заголовок називає функцію і неправильну поведінку.',
    ru: 'Заголовок называет функцию и неправильное поведение.',
    pl: 'Tytuł wskazuje funkcję i błędne zachowanie.',
  },
  titleFailed: {
    en: 'The title should name what goes wrong in this bug, in the feature or field where it happens; "does not work" says neither.',
    ua: 'Заголовок має називати, що саме йде не так у цьому багу і в якій функції чи полі; «не працює» не каже ні того, ні іншого.',
    ru: 'Заголовок должен называть, что именно идёт не так в этом баге и в какой функции или поле; «не работает» не говорит ни того, ни другого.',
    pl: 'Tytuł powinien mówić, co dokładnie działa źle w tym błędzie i w jakiej funkcji lub polu; „nie działa” nie mówi ani jednego, ani drugiego.',
  },
  titleTooShort: {
    en: 'The title is too short: name the feature and what goes wrong in at least 10 characters.',
    ua: 'Заголовок закороткий: назвіть функцію і те, що йде не так, щонайменше в 10 символах.',
    ru: 'Заголовок слишком короткий: назовите функцию и то, что идёт не так, хотя бы в 10 символах.',
    pl: 'Tytuł jest za krótki: nazwij funkcję i to, co działa źle, w co najmniej 10 znakach.',
  },
  titleTooLong: {
    en: 'The title is too long: keep it to 150 characters and move the details into the steps and results.',
    ua: 'Заголовок задовгий: вкладіться в 150 символів, а подробиці перенесіть у кроки й результати.',
    ru: 'Заголовок слишком длинный: уложитесь в 150 символов, а подробности перенесите в шаги и результаты.',
    pl: 'Tytuł jest za długi: zmieść się w 150 znakach, a szczegóły przenieś do kroków i rezultatów.',
  },
  titleOpposite: {
    en: 'The title says the feature works as it should: a bug report’s title names what goes wrong.',
    ua: 'Заголовок каже, що функція працює як слід: заголовок баг-репорту називає те, що йде не так.',
    ru: 'Заголовок говорит, что функция работает как надо: заголовок баг-репорта называет то, что идёт не так.',
    pl: 'Tytuł mówi, że funkcja działa jak należy: tytuł zgłoszenia błędu nazywa to, co działa źle.',
  },
  titleOtherBug: {
    en: 'The title describes another bug of this form than the one these steps reproduce.',
    ua: 'Заголовок описує інший баг цієї форми, а не той, що відтворюють ці кроки.',
    ru: 'Заголовок описывает другой баг этой формы, а не тот, который воспроизводят эти шаги.',
    pl: 'Tytuł opisuje inny błąd tego formularza niż ten, który odtwarzają te kroki.',
  },
  severityPassed: {
    en: 'The severity fits the bug’s impact.',
    ua: 'Серйозність відповідає впливу бага.',
    ru: 'Серьёзность соответствует влиянию бага.',
    pl: 'Ważność odpowiada wpływowi błędu.',
  },
  severityFailed: {
    en: 'The severity does not fit the bug’s impact: weigh what a user loses when it happens.',
    ua: 'Серйозність не відповідає впливу бага: зважте, що втрачає користувач, коли він трапляється.',
    ru: 'Серьёзность не соответствует влиянию бага: оцените, что теряет пользователь, когда он случается.',
    pl: 'Ważność nie odpowiada wpływowi błędu: oceń, co traci użytkownik, gdy błąd wystąpi.',
  },
};

const NOTHING_REPRODUCED: Localized = {
  en: 'These steps reproduce no planted bug: the build answered them as the requirements say.',
  ua: 'Ці кроки не відтворюють жодного закладеного бага: збірка відповіла на них так, як кажуть вимоги.',
  ru: 'Эти шаги не воспроизводят ни одного заложенного бага: сборка ответила на них так, как говорят требования.',
  pl: 'Te kroki nie odtwarzają żadnego podłożonego błędu: build odpowiedział na nie zgodnie z wymaganiami.',
};

const REPRODUCED: Localized = {
  en: 'The steps reproduce a planted bug:',
  ua: 'Кроки відтворюють закладений баг:',
  ru: 'Шаги воспроизводят заложенный баг:',
  pl: 'Kroki odtwarzają podłożony błąd:',
};

export interface ReportGrade {
  /** The planted bug the steps reproduce (1-based), or null, with why. */
  reproduces: { bug: number | null; why: string };
  criteria: Criterion[];
  /** 0 to 100: the share of criteria passed; 0 when nothing is reproduced. */
  score: number;
}

/** A report replayed and graded, criterion by criterion. */
export const gradeBugReport = (
  challenge: ReportedChallenge,
  report: BugReport,
  language: Language,
): ReportGrade => {
  const replayed = challenge.replay(report.steps, language);
  const reproduced = reproducingStep(replayed);
  if (!reproduced)
    return { reproduces: { bug: null, why: NOTHING_REPRODUCED[language] }, criteria: [], score: 0 };
  const criteria = gradeReport(report, challenge, { ...reproduced, replayed }, language, REASONS);
  return {
    reproduces: { bug: reproduced.bug, why: `${REPRODUCED[language]} ${reproduced.text}` },
    criteria,
    score: Math.round((100 * criteria.filter(({ passed }) => passed).length) / criteria.length),
  };
};
