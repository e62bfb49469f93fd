import type { ComponentProps } from 'react';
import { Trans as TransOfThisBuild } from 'react-i18next';

type TransProps = ComponentProps<typeof TransOfThisBuild>;

/**
 * react-i18next's Trans, for a text with markup in it (a link inside a sentence). Outside the contract: its
 * markup parser is a third of react-i18next and few pages need it. This build's copy of react-i18next has no
 * instance of its own, so the caller hands it the page's, with `t`, both from useTranslation.
 */
export const Trans = (props: TransProps & Required<Pick<TransProps, 'i18n' | 't'>>) => (
  <TransOfThisBuild {...props} />
);
