import { i18n, type BroughtGroup } from '@qa/shared';
import { screen } from '@testing-library/react';
import { renderWithStore } from '../test/renderWithStore';
import { addBroughtGroupNames } from './addBroughtGroupNames';
import { createModeRemote } from './createModeRemote';

const names = (group: string, name: string) => ({
  group,
  challenges: { altText: name, captions: `${name} 2` },
});
const entry = (key: string) => ({
  key,
  group: 'accessibility',
  path: `api/accessibility/v1/${key}`,
  fieldCount: 1 as const,
  learnMode: false,
});
const MODE: BroughtGroup = {
  group: 'accessibility',
  challenges: [entry('altText'), entry('captions')],
  names: {
    en: names('Accessibility', 'Alt text'),
    ua: names('Доступність', 'Альтернативний текст'),
    ru: names('Доступность', 'Альтернативный текст'),
    pl: names('Dostępność', 'Tekst alternatywny'),
  },
};

i18n.addResourceBundle('en', 'accessibilityTest', {
  modeDescription: 'Check what a screen reader hears.',
  altText: {
    pageTitle: 'Alt text of an image',
    description: ['Describe the image.'],
    fields: { alt: { label: 'Alt text' } },
  },
});

addBroughtGroupNames(MODE);

/** A remote that brings a group of its own; it has built only the first of the mode's two challenges. */
const ChallengePage = createModeRemote({
  namespace: 'accessibilityTest',
  challenges: [{ key: 'altText', fields: [{ type: 'textfield', text: 'altText.fields.alt' }] }],
  mode: MODE,
});

describe('createModeRemote with a mode it brings', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('renders a challenge of the mode with its own texts', () => {
    renderWithStore(<ChallengePage group="accessibility" challengeKey="altText" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alt text of an image' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toBeInTheDocument();
    expect(screen.getByText('Check what a screen reader hears.')).toBeInTheDocument();
  });

  it('announces a challenge of the mode it has not built yet', async () => {
    renderWithStore(<ChallengePage group="accessibility" challengeKey="captions" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alt text 2' })).toHaveAttribute(
      'href',
      '/app/challenge/accessibility/captions',
    );
  });

  it('names the mode in every language on its not-found page', async () => {
    await i18n.changeLanguage('ua');
    renderWithStore(<ChallengePage group="accessibility" challengeKey="nothing" />);
    expect(await screen.findByText(/Доступність/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Альтернативний текст' })).toHaveAttribute(
      'href',
      '/app/challenge/accessibility/altText',
    );
  });

  it('has no page for a built-in group it does not serve', () => {
    renderWithStore(<ChallengePage group="scripted" challengeKey="altText" />);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('createModeRemote with a mode of forms only', () => {
  const FORMS: BroughtGroup = {
    ...MODE,
    group: 'usability',
    challenges: [
      {
        ...entry('altText'),
        group: 'usability',
        fieldCount: 2,
        form: [
          { type: 'textfield', name: 'image' },
          { type: 'dropdown', name: 'size', options: ['small', 'large'] },
        ],
      },
    ],
  };
  i18n.addResourceBundle('en', 'usabilityTest', {
    modeDescription: 'Try it as a user would.',
    altText: {
      description: ['Describe the image.'],
      fields: { image: { label: 'Image' }, size: { label: 'Size' } },
    },
  });
  addBroughtGroupNames(FORMS);
  // No code of its own and no pageTitle: the entry's form and the group's name for the challenge make the page.
  const FormsPage = createModeRemote({ namespace: 'usabilityTest', mode: FORMS });

  beforeEach(() => i18n.changeLanguage('en'));

  it('renders the form of its catalogue entry, titled with the name the group gives it', () => {
    renderWithStore(<FormsPage group="usability" challengeKey="altText" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alt text' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Image' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'large' })).toBeInTheDocument();
  });

  it('titles the page in the current language', async () => {
    await i18n.changeLanguage('pl');
    renderWithStore(<FormsPage group="usability" challengeKey="altText" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tekst alternatywny' })).toBeInTheDocument();
  });
});
