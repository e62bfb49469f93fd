import type { BroughtGroup } from '@qa/shared';

const names = (group: string, name: string) => ({ group, challenges: { altText: name } });

/** A group as the remote that brings it exposes it ('./Mode', docs/adding-a-remote.md). */
export const BROUGHT_GROUP: BroughtGroup = {
  group: 'accessibility',
  challenges: [
    {
      key: 'altText',
      group: 'accessibility',
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
