import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

/**
 * The case list stands beside the form on a wide screen and below it on a phone, so the description names the
 * list by its heading and never by where it stands.
 */
describe('the learn mode description', () => {
  it.each([
    ['en', en.modeDescription, 'Test cases', /\bside\b|\bright\b|\bleft\b|\bbelow\b/i],
    ['ua', ua.modeDescription, '«Тест-кейси»', /збоку|праворуч|ліворуч|нижче/i],
    ['ru', ru.modeDescription, '«Тест-кейсы»', /сбоку|справа|слева|ниже/i],
    ['pl', pl.modeDescription, '„Przypadki testowe”', /z boku|po prawej|po lewej|poniżej/i],
  ])('%s names the list by its heading, true at every width', (_language, text, heading, place) => {
    expect(text).toContain(heading);
    expect(text).not.toMatch(place);
  });
});
