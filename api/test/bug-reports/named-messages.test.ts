import { TRIANGLE_MESSAGES } from '../../src/challenges/exploratory/triangle/rules';
import { BOOK_DESK_MESSAGES } from '../../src/challenges/exploratory/bookDesk/rules';
import { listsStatusCodes, messageNames, namesMessageOf } from '../../src/bug-reports/named-messages';

const triangle = messageNames(Object.values(TRIANGLE_MESSAGES));
const bookDesk = messageNames(Object.values(BOOK_DESK_MESSAGES));

describe('which message a result names', () => {
  it('names a message by a word only it has, in any language, whatever surrounds it', () => {
    const scalene = TRIANGLE_MESSAGES.scalene.en;
    expect(namesMessageOf('Scalene', scalene, triangle)).toBe(true);
    expect(namesMessageOf('It happily called it a scalene one', scalene, triangle)).toBe(true);
    expect(namesMessageOf('Трикутник різносторонній', scalene, triangle)).toBe(true);
    expect(namesMessageOf('Isosceles', scalene, triangle)).toBe(false);
  });

  it('takes the expected message beside the one shown, but not a list of what the form can say', () => {
    const isosceles = TRIANGLE_MESSAGES.isosceles.en;
    expect(namesMessageOf('Isosceles triangle, not "Scalene triangle"', isosceles, triangle)).toBe(true);
    const everyMessage = Object.values(TRIANGLE_MESSAGES)
      .map(({ en }) => en)
      .join(' / ');
    expect(namesMessageOf(everyMessage, isosceles, triangle)).toBe(false);
  });

  it('names one of two twin messages by the words they share, and wants a filled message’s own numbers', () => {
    expect(
      namesMessageOf('should say the date doesn’t exist', BOOK_DESK_MESSAGES.noSuchFrom.en, bookDesk),
    ).toBe(true);
    const booked = 'Desk booked from 06-31-2029 to 07-05-2029.';
    expect(namesMessageOf('It booked the desk from 06-31-2029', booked, bookDesk)).toBe(true);
    expect(namesMessageOf('It booked the desk from 04-31-2029', booked, bookDesk)).toBe(false);
  });

  it('sees three status codes as a list of what an API can answer', () => {
    expect(listsStatusCodes('200 OK / 400 Bad Request / 404 Not Found')).toBe(true);
    expect(listsStatusCodes('200 OK instead of 400 Bad Request')).toBe(false);
  });
});
