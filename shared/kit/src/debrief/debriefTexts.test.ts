import { i18n } from '@qa/shared';
import { TECHNIQUE_KEYS } from '@qa/shared/progress';
import { DEBRIEF_NAMESPACE } from './debriefTexts';
import { en } from './texts/en';
import { pl } from './texts/pl';
import { ru } from './texts/ru';
import { ua } from './texts/ua';

describe('debrief texts', () => {
  it('debrief every technique of the table, in every language', () => {
    for (const texts of [en, ua, ru, pl]) {
      expect(Object.keys(texts.techniques).sort()).toEqual([...TECHNIQUE_KEYS].sort());
    }
  });

  it('are registered under their namespace when the chunk is evaluated', () => {
    const t = i18n.getFixedT('ru', DEBRIEF_NAMESPACE);
    expect(t('bugFoundWith', { technique: 'Таблица решений' })).toBe(
      'Баг найден с помощью техники: Таблица решений',
    );
    expect(t('techniques.boundaryValues.question')).toBe(
      'Пароль должен содержать от 8 до 16 символов. Какие длины вы проверите?',
    );
  });
});
