import { screen } from '@testing-library/react';
import { findChallenge, i18n } from '@qa/shared';
import { renderWithStore } from '../../test/renderWithStore';
import { NextChallengeLink } from './NextChallengeLink';

const entry = (type: string, key: string) => {
  const challenge = findChallenge(type, key);
  if (!challenge) throw new Error(`${type}/${key} is in the catalogue`);
  return challenge;
};

describe('NextChallengeLink', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names and links the next challenge of the same type', () => {
    renderWithStore(<NextChallengeLink challenge={entry('scripted', 'divide')} />);
    expect(screen.getByRole('link', { name: 'Next challenge: Password Validation' })).toHaveAttribute(
      'href',
      '/app/challenge/scripted/passwordValidation',
    );
  });

  it('leads to the list after the last challenge of the type', async () => {
    await i18n.changeLanguage('pl');
    renderWithStore(<NextChallengeLink challenge={entry('scripted', 'currencyConverter')} />);
    expect(screen.getByRole('link', { name: 'Wszystkie wyzwania' })).toHaveAttribute('href', '/app/list');
  });
});
