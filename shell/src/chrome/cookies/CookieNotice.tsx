import { Modal, primaryButtonStyle } from '@qa/kit';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { CHROME_NAMESPACE } from '../../i18n/chromeTexts';
import { theme } from '../../theme/theme';
import { acceptCookies, useCookiesAccepted } from './cookieConsent';

const Title = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: 1.25rem;
`;

const Text = styled.p`
  margin: 0 0 ${theme.space.lg};
`;

const Accept = styled.button`
  ${primaryButtonStyle}
  display: block;
  margin-inline-start: auto;
`;

/** Escape and a click beside the dialog leave it open: it stays until accepted (SPEC §2). */
const stayOpen = () => undefined;

/**
 * The cookie notice of SPEC §2: a modal dialog until the visitor accepts it. Not on paths containing 'about',
 * so the terms and the privacy policy it links to can be read first.
 */
export const CookieNotice = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const { pathname } = useLocation();
  const accepted = useCookiesAccepted();
  const titleId = useId();
  const textId = useId();
  const acceptButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={!accepted && !pathname.includes('about')}
      onClose={stayOpen}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={acceptButton}
    >
      <Title id={titleId}>{t('cookies.title')}</Title>
      <Text id={textId}>
        {t('cookies.text')} <Link to="/app/about/privacy-policy">{t('cookies.privacy')}</Link>
      </Text>
      <Accept ref={acceptButton} type="button" onClick={acceptCookies}>
        {t('cookies.accept')}
      </Accept>
    </Modal>
  );
};
