import { parseBroughtGroup } from './parseBroughtGroup';
import { BROUGHT_GROUP as MODE } from '../../test/broughtGroup';

const withChallenge = (change: Record<string, unknown>) => ({
  ...MODE,
  challenges: [{ ...MODE.challenges[0], ...change }],
});

describe('parseBroughtGroup', () => {
  it('takes a new group with its names in the four languages', () => {
    expect(parseBroughtGroup(JSON.parse(JSON.stringify(MODE)))).toEqual(MODE);
  });

  it('keeps only the names of the group’s challenges and never trusts learnMode from outside', () => {
    const parsed = parseBroughtGroup({
      ...withChallenge({ learnMode: true }),
      names: {
        ...MODE.names,
        en: { group: 'Accessibility', challenges: { altText: 'Alt text', other: 'x' } },
      },
    });
    expect(parsed?.challenges[0]?.learnMode).toBe(false);
    expect(parsed?.names.en.challenges).toEqual({ altText: 'Alt text' });
  });

  it.each([
    ['not an object', 'mode'],
    [
      'a built-in group',
      { ...MODE, group: 'scripted', challenges: [{ ...MODE.challenges[0], group: 'scripted' }] },
    ],
    ['a group that is no route segment', { ...MODE, group: 'a/b' }],
    ['no challenge', { ...MODE, challenges: [] }],
    ['a challenge of another group', withChallenge({ group: 'learn' })],
    ['a built-in key, whose name it would replace', withChallenge({ key: 'triangle' })],
    ['a path outside the API', withChallenge({ path: 'https://elsewhere.example/x' })],
    ['four fields', withChallenge({ fieldCount: 4 })],
    ['a key twice', { ...MODE, challenges: [MODE.challenges[0], MODE.challenges[0]] }],
    [
      'a language without names',
      { ...MODE, names: { en: MODE.names.en, ua: MODE.names.ua, ru: MODE.names.ru } },
    ],
    [
      'a challenge without a name',
      { ...MODE, names: { ...MODE.names, pl: { group: 'Dostępność', challenges: {} } } },
    ],
    [
      'an empty group name',
      {
        ...MODE,
        names: { ...MODE.names, ru: { group: ' ', challenges: { altText: 'Альтернативный текст' } } },
      },
    ],
  ])('refuses %s', (_what, value) => {
    expect(parseBroughtGroup(value)).toBeUndefined();
  });
});
