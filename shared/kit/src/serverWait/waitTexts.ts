import { addVersionedTexts, i18n, isPlainObject, type HttpError, type Language } from '@qa/shared';
import { KIT_VERSION } from '../kitVersion';
import { serverWaitOf, type ServerWait } from './serverWait';

/** The server's waits in the page's words: a namespace of their own, in the chunks that say them, off the first load. */
export const WAIT_NAMESPACE = 'kitWait';

// What a learner can act on: no status codes, header names or API words; the seconds are said apart, so a page
// that counts them down changes only that sentence.
const en = {
  budget:
    'Your network has sent a lot of requests in the last minute (a class behind one address shares this limit).',
  busy: 'The server is busy right now.',
  retrying: 'Trying again in {{time}}…',
  tryAgain: 'You can try again in {{time}}.',
  seconds: '{{n}} s',
  minutes: '{{n}} min',
};

type WaitTexts = Record<keyof typeof en, string>;

const ua: WaitTexts = {
  budget:
    'З вашої мережі за останню хвилину надіслано багато запитів (увесь клас за однією адресою має спільний ліміт).',
  busy: 'Сервер зараз перевантажений.',
  retrying: 'Повторна спроба через {{time}}…',
  tryAgain: 'Спробуйте ще раз через {{time}}.',
  seconds: '{{n}} с',
  minutes: '{{n}} хв',
};

const ru: WaitTexts = {
  budget:
    'Из вашей сети за последнюю минуту отправлено много запросов (у всего класса за одним адресом общий лимит).',
  busy: 'Сервер сейчас перегружен.',
  retrying: 'Повторная попытка через {{time}}…',
  tryAgain: 'Попробуйте ещё раз через {{time}}.',
  seconds: '{{n}} с',
  minutes: '{{n}} мин',
};

const pl: WaitTexts = {
  budget:
    'Z Twojej sieci wysłano w ostatniej minucie wiele zapytań (cała klasa za jednym adresem ma wspólny limit).',
  busy: 'Serwer jest teraz przeciążony.',
  retrying: 'Ponowna próba za {{time}}…',
  tryAgain: 'Spróbuj ponownie za {{time}}.',
  seconds: '{{n}} s',
  minutes: '{{n}} min',
};

// Every language in the one chunk, as the tools' texts are; versioned, as two kit copies may both bring it.
addVersionedTexts(WAIT_NAMESPACE, KIT_VERSION, { en, ua, ru, pl });

/** A wait's length as the learner reads it: in seconds, in whole minutes from two minutes on. */
const timeText = (t: ReturnType<typeof i18n.getFixedT>, seconds: number): string =>
  seconds < 120 ? t('seconds', { n: seconds }) : t('minutes', { n: Math.ceil(seconds / 60) });

/**
 * What a wait means, and when the call goes again: by itself where the page retries (`retrying`, `left` seconds
 * from now), else at the learner's hand. In the page's language unless told another.
 */
export const waitText = (
  { reason, seconds }: ServerWait,
  retrying: boolean,
  left = seconds,
  language: string = i18n.language,
): [meaning: string, when: string] => {
  const t = i18n.getFixedT(language, WAIT_NAMESPACE);
  return [t(reason), t(retrying ? 'retrying' : 'tryAgain', { time: timeText(t, left) })];
};

/**
 * A challenge form's result for a 429 or 503: the wait in the page's words. Where the answer itself is what the
 * learner studies (an API-testing page), the status line the API sent comes first, as the page shows an answer.
 */
export const formWaitText = (error: HttpError, language: Language, withStatus: boolean): string => {
  const wait = serverWaitOf(error) ?? { reason: 'busy', seconds: 10 };
  const said = waitText(wait, false, wait.seconds, language).join(' ');
  if (!withStatus) return said;
  const name =
    isPlainObject(error.data) && typeof error.data.error === 'string' ? ` ${error.data.error}` : '';
  return `${error.status}${name}\n${said}`;
};
