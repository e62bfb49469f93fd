import type { AddedMode } from '@qa/shared';

const names = (group: string, name: string) => ({ group, challenges: { altText: name } });

/** A mode as a remote that brings a group of its own exposes it ('./Mode', docs/adding-a-remote.md). */
export const BROUGHT_MODE: AddedMode = {
  type: 'accessibility',
  challenges: [
    {
      key: 'altText',
      type: 'accessibility',
      path: 'api/accessibility/v1/alt-text',
      fieldCount: 2,
      learnMode: false,
    },
  ],
  names: {
    en: names('Accessibility', 'Alt text'),
    ua: names('Доступність', 'Альтернативний текст'),
    ru: names('Доступность', 'Альтернативный текст'),
    pl: names('Dostępność', 'Tekst alternatywny'),
  },
};
