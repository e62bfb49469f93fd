import { i18n, type Language } from '@qa/shared';
import { GAME_PAGE_NAMESPACE, gameIntro } from './gamePageTexts';

const intro = (language: Language, minutes: number, casePoints: number, bugPoints: number): string =>
  gameIntro(i18n.getFixedT(language, GAME_PAGE_NAMESPACE), { minutes, casePoints, bugPoints });

describe('the Game’s intro, each number with its noun in the form the number takes', () => {
  it('in English', () => {
    expect(intro('en', 5, 10, 20)).toContain('A round lasts 5 minutes and brings');
    expect(intro('en', 5, 10, 20)).toContain('Each test case you find scores 10 points, each bug 20 points.');
    expect(intro('en', 1, 1, 2)).toContain('A round lasts 1 minute and brings');
    expect(intro('en', 1, 1, 2)).toContain('scores 1 point, each bug 2 points.');
  });

  it('in Ukrainian', () => {
    expect(intro('ua', 5, 10, 20)).toContain('Раунд триває 5 хвилин і пропонує');
    expect(intro('ua', 5, 10, 20)).toContain('тест-кейс дає 10 балів, кожен баг — 20 балів.');
    expect(intro('ua', 1, 1, 2)).toContain('Раунд триває 1 хвилину і пропонує');
    expect(intro('ua', 1, 1, 2)).toContain('тест-кейс дає 1 бал, кожен баг — 2 бали.');
    expect(intro('ua', 2.5, 21, 3)).toContain('Раунд триває 2,5 хвилини і пропонує');
    expect(intro('ua', 2.5, 21, 3)).toContain('тест-кейс дає 21 бал, кожен баг — 3 бали.');
  });

  it('in Russian', () => {
    expect(intro('ru', 5, 10, 20)).toContain('Раунд длится 5 минут: три задания');
    expect(intro('ru', 5, 10, 20)).toContain('тест-кейс приносит 10 очков, каждый баг — 20 очков.');
    expect(intro('ru', 1, 1, 2)).toContain('Раунд длится 1 минуту: три задания');
    expect(intro('ru', 1, 1, 2)).toContain('тест-кейс приносит 1 очко, каждый баг — 2 очка.');
    expect(intro('ru', 3, 21, 25)).toContain('Раунд длится 3 минуты: три задания');
    expect(intro('ru', 3, 21, 25)).toContain('тест-кейс приносит 21 очко, каждый баг — 25 очков.');
  });

  it('in Polish', () => {
    expect(intro('pl', 5, 10, 20)).toContain('Runda trwa 5 minut i składa się');
    expect(intro('pl', 5, 10, 20)).toContain('przypadek testowy to 10 punktów, każdy błąd — 20 punktów.');
    expect(intro('pl', 1, 1, 2)).toContain('Runda trwa 1 minutę i składa się');
    expect(intro('pl', 1, 1, 2)).toContain('przypadek testowy to 1 punkt, każdy błąd — 2 punkty.');
    expect(intro('pl', 2.5, 21, 22)).toContain('Runda trwa 2,5 minuty i składa się');
    expect(intro('pl', 2.5, 21, 22)).toContain('przypadek testowy to 21 punktów, każdy błąd — 22 punkty.');
  });
});
