import { primaryButtonStyle } from '@qa/kit/static';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';

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

export interface CookieNoticeTexts {
  title: string;
  text: string;
  privacy: string;
  accept: string;
}

export interface CookieNoticeContentProps {
  texts: CookieNoticeTexts;
  titleId: string;
  textId: string;
  /** The link to the privacy policy, around `texts.privacy`: a router link in the app, a plain one before it. */
  privacyLink: (label: string) => ReactNode;
  acceptRef?: Ref<HTMLButtonElement>;
  onAccept?: () => void;
}

/** What the cookie notice says and its button; the app's notice and the one in index.html both show this. */
export const CookieNoticeContent = ({
  texts,
  titleId,
  textId,
  privacyLink,
  acceptRef,
  onAccept,
}: CookieNoticeContentProps) => (
  <>
    <Title id={titleId}>{texts.title}</Title>
    <Text id={textId}>
      {texts.text} {privacyLink(texts.privacy)}
    </Text>
    <Accept ref={acceptRef} type="button" onClick={onAccept}>
      {texts.accept}
    </Accept>
  </>
);
