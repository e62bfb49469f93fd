import { selectLanguage, useAppSelector, useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { theme } from '../../theme/theme';
import { PageTitle } from '../common/PageTitle';
import type { StaticPageName } from '@qa/shared/static-pages';
import { useStaticHtmlQuery } from './staticPagesApi';
import { usePageTitle } from '../common/usePageTitle';

/** Typography for whatever semantic tags the served fragment uses. */
const Content = styled.div`
  line-height: 1.6;

  h2,
  h3 {
    margin: ${theme.space.lg} 0 ${theme.space.sm};
    line-height: 1.3;
  }

  p,
  ul,
  ol {
    margin: 0 0 ${theme.space.md};
  }

  a {
    color: ${theme.colors.primary};
  }
`;

/** /app/about/terms-and-conditions and /app/about/privacy-policy: the server's text in the current language. */
export const StaticPage = ({ page }: { page: StaticPageName }) => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const language = useAppSelector(selectLanguage);
  // The answer for this page and language only, so a switch never shows the previous one's text.
  const { currentData: html } = useStaticHtmlQuery({ page, language });
  const title = t(`staticPages.${page}`);
  usePageTitle(title);
  return (
    <article>
      <PageTitle>{title}</PageTitle>
      {/* Safe to insert: the endpoint keeps only DOMPurify's output. */}
      {html !== undefined && (
        <Content data-testid="static-content" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </article>
  );
};
