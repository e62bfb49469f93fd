import { Modal } from '@qa/kit';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useTranslation } from '@qa/shared';
import { CHROME_NAMESPACE } from '../../i18n/chromeTexts';
import { acceptCookies, PRIVACY_POLICY_PATH, useCookiesAccepted } from './cookieConsent';
import { CookieNoticeContent } from './CookieNoticeContent';
import { EARLY_NOTICE_ID } from './early/earlyNoticeIds';

/** Escape and a click beside the dialog leave it open: it stays until accepted (SPEC §2). */
const stayOpen = () => undefined;

/**
 * The cookie notice of SPEC §2: a modal dialog until the visitor accepts it. Not on paths containing 'about',
 * so the terms and the privacy policy it links to can be read first. index.html shows the same notice before
 * the app has loaded (early/); this one takes its place in the same frame.
 */
export const CookieNotice = () => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const [pathname] = useLocation();
  const accepted = useCookiesAccepted();
  const titleId = useId();
  const textId = useId();
  const acceptButton = useRef<HTMLButtonElement>(null);
  // Hidden in the frame this one first shows in, removed once this one has taken the focus: removing the
  // focused element would make the browser lay out the whole page there and then.
  useLayoutEffect(() => {
    const early = document.getElementById(EARLY_NOTICE_ID);
    if (early) early.hidden = true;
  }, []);
  useEffect(() => document.getElementById(EARLY_NOTICE_ID)?.remove(), []);
  return (
    <Modal
      open={!accepted && !pathname.includes('about')}
      onClose={stayOpen}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={acceptButton}
    >
      <CookieNoticeContent
        texts={{
          title: t('cookies.title'),
          text: t('cookies.text'),
          privacy: t('cookies.privacy'),
          accept: t('cookies.accept'),
        }}
        titleId={titleId}
        textId={textId}
        privacyLink={(label) => <Link to={PRIVACY_POLICY_PATH}>{label}</Link>}
        acceptRef={acceptButton}
        onAccept={acceptCookies}
      />
    </Modal>
  );
};
