import { classifyValues, VERY_LONG } from '../../src/progress/input-classes';

describe('classifyValues', () => {
  it.each([
    [[''], ['empty']],
    [['   '], ['empty']],
    [[' 5 '], ['blanksAround']],
    [['0'], ['zero']],
    [['0,00'], ['zero']],
    [['-0'], ['zero']],
    [['-3'], ['negative']],
    [['-2.5'], ['negative']],
    [['x'.repeat(VERY_LONG)], ['veryLong']],
    [['Анна'], ['nonLatin']],
    [['東京'], ['nonLatin']],
    [['Zoë'], []],
    [['a@b!'], ['symbols']],
    [['<b>hi</b>'], ['markup']],
    [['&lt;'], ['markup']],
    [['12abc'], ['wrongFormat']],
    [['1e3'], ['wrongFormat']],
    [['1.2.3'], ['wrongFormat']],
    [['42', 'Anna'], []],
    [
      ['', '-1', '<i>'],
      ['empty', 'negative', 'markup'],
    ],
  ])('names %p as %p', (values, classes) => {
    expect(classifyValues(values)).toEqual(classes);
  });

  it('names each class once, in one order, whatever the fields', () => {
    expect(classifyValues(['0', '', '0', ''])).toEqual(['empty', 'zero']);
  });
});
