import { i18n, type Language } from '@qa/shared';
import { INTERVIEW_PAGE_NAMESPACE, interviewIntro } from './interviewPageTexts';

const intro = (language: Language, minutes: number, bugs: number): string =>
  interviewIntro(i18n.getFixedT(language, INTERVIEW_PAGE_NAMESPACE), { minutes, bugs });

describe('the interview’s intro, each number with its noun in the form the number takes', () => {
  it('in English', () => {
    expect(intro('en', 25, 3)).toContain('25 minutes on a form you are handed');
    expect(intro('en', 25, 3)).toContain('Its build has 3 bugs drawn for this session only');
    expect(intro('en', 1, 1)).toContain('1 minute on a form you are handed');
    expect(intro('en', 1, 1)).toContain('Its build has 1 bug drawn for this session only');
  });

  it('in Ukrainian', () => {
    expect(intro('ua', 25, 3)).toContain('25 хвилин на форму');
    expect(intro('ua', 25, 3)).toContain('в її збірку випадково закладено 3 баги, тож');
    expect(intro('ua', 21, 5)).toContain('21 хвилина на форму');
    expect(intro('ua', 21, 5)).toContain('в її збірку випадково закладено 5 багів, тож');
    expect(intro('ua', 2.5, 1)).toContain('2,5 хвилини на форму');
    expect(intro('ua', 2.5, 1)).toContain('в її збірку випадково закладено 1 баг, тож');
  });

  it('in Russian', () => {
    expect(intro('ru', 25, 3)).toContain('25 минут на форму');
    expect(intro('ru', 25, 3)).toContain('в её сборку случайно заложили 3 бага, так что');
    expect(intro('ru', 21, 5)).toContain('21 минута на форму');
    expect(intro('ru', 21, 5)).toContain('в её сборку случайно заложили 5 багов, так что');
    expect(intro('ru', 2, 1)).toContain('2 минуты на форму');
    expect(intro('ru', 2, 1)).toContain('в её сборку случайно заложили 1 баг, так что');
  });

  it('in Polish', () => {
    expect(intro('pl', 25, 3)).toContain('25 minut na formularz');
    expect(intro('pl', 25, 3)).toContain('do jego buildu wylosowano 3 błędy, więc');
    expect(intro('pl', 1, 5)).toContain('1 minuta na formularz');
    expect(intro('pl', 1, 5)).toContain('do jego buildu wylosowano 5 błędów, więc');
    expect(intro('pl', 22, 1)).toContain('22 minuty na formularz');
    expect(intro('pl', 22, 1)).toContain('do jego buildu wylosowano 1 błąd, więc');
  });
});
