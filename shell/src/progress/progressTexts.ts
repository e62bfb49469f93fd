import { addTexts, type Texts } from '@qa/shared';

/**
 * The learner's progress: keeping it with the account, the progress page. Loaded with those parts
 * only, so a challenge page's first load does not carry them.
 */
export const PROGRESS_NAMESPACE = 'progress';

export const progressTexts: Texts = {
  en: {
    syncFailed:
      'Your progress could not be saved to your account just now. It is kept in this browser and will be sent again with your next find.',
  },
  ua: {
    syncFailed:
      'Зараз не вдалося зберегти ваш прогрес в обліковому записі. Він залишається в цьому браузері й буде надісланий знову з вашою наступною знахідкою.',
  },
  ru: {
    syncFailed:
      'Сейчас не удалось сохранить ваш прогресс в учётной записи. Он остаётся в этом браузере и будет отправлен снова с вашей следующей находкой.',
  },
  pl: {
    syncFailed:
      'Nie udało się teraz zapisać twoich postępów na koncie. Zostają w tej przeglądarce i zostaną wysłane ponownie przy następnym znalezisku.',
  },
};

addTexts(PROGRESS_NAMESPACE, progressTexts);
