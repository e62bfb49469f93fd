import { primaryButtonStyle } from '@qa/kit';
import { DISPLAY_NAME_LENGTH } from '@qa/shared/game';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { Card, CardNote, CardTitle } from '../../layout/Card';
import { theme } from '../../theme/theme';
import { serverMessage } from '../common/serverMessage';
import { usePlayerQuery, useSaveDisplayNameMutation } from './gameApi';
import { GAME_PAGE_NAMESPACE } from './gamePageTexts';

type Outcome =
  | { kind: 'saved'; name: string }
  /** `reason` is the server's own (localized) message when it gave one. */
  | { kind: 'failed'; reason?: string };

const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  font: inherit;
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  &[aria-invalid='true'] {
    border-color: ${theme.colors.error};
    box-shadow: inset 0 0 0 1px ${theme.colors.error};
  }

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Help = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.span`
  color: ${theme.colors.error};
  font-size: 0.875rem;
`;

const SaveButton = styled.button`
  ${primaryButtonStyle}
  justify-self: start;
  margin-top: ${theme.space.sm};
`;

const Saved = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.success};
`;

const Failure = styled.p`
  margin: ${theme.space.sm} 0 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radius};
  background: ${theme.colors.errorSurface};
  color: ${theme.colors.error};
`;

const fitsLength = (name: string) => {
  // Code points, as the server counts them: an emoji is one character, not two UTF-16 units.
  const length = [...name].length;
  return length >= DISPLAY_NAME_LENGTH.min && length <= DISPLAY_NAME_LENGTH.max;
};

/** The signed-in learner's name on the weekly leaderboard; saving it reloads the board. */
export const DisplayNameForm = () => {
  const { t } = useTranslation(GAME_PAGE_NAMESPACE);
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  // Without the current name (not yet, or the call failed) the form still works: it starts empty.
  const { data: player } = usePlayerQuery(undefined, { refetchOnMountOrArgChange: true });
  const [saveDisplayName, { isLoading: saving }] = useSaveDisplayNameMutation();
  /** What the learner typed: never overwritten by the answer that came after. */
  const [typed, setTyped] = useState<string>();
  const value = typed ?? player?.displayName ?? '';
  /** undefined until the server says, or when it could not: then no line about the current name. */
  const current = player?.displayName;
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = value.trim();
    setOutcome(undefined);
    if (!fitsLength(name)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    try {
      const saved = await saveDisplayName(name).unwrap();
      setOutcome({ kind: 'saved', name: saved.displayName ?? name });
    } catch (error) {
      setOutcome({ kind: 'failed', reason: serverMessage(error) });
    }
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('displayName.title')}</CardTitle>
      {current !== undefined && (
        <CardNote>
          {current === null ? t('displayName.none') : t('displayName.current', { name: current })}
        </CardNote>
      )}
      <Form noValidate onSubmit={(event) => void save(event)}>
        <Label htmlFor={inputId}>{t('displayName.label')}</Label>
        <Input
          ref={input}
          id={inputId}
          type="text"
          autoComplete="nickname"
          // maxLength counts UTF-16 units: twice the limit lets 24 characters outside the BMP through.
          maxLength={DISPLAY_NAME_LENGTH.max * 2}
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorId} ${helpId}` : helpId}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
        />
        <Help id={helpId}>{t('displayName.help')}</Help>
        {invalid && <ErrorText id={errorId}>{t('displayName.invalid')}</ErrorText>}
        <SaveButton type="submit" disabled={saving}>
          {t('displayName.save')}
        </SaveButton>
      </Form>
      {/* Always present, so the saved text is announced when it appears. */}
      <div role="status">
        {outcome?.kind === 'saved' && <Saved>{t('displayName.saved', { name: outcome.name })}</Saved>}
      </div>
      {outcome?.kind === 'failed' && (
        <Failure role="alert">
          {t('displayName.failed', { reason: outcome.reason ?? t('unreachable') })}
        </Failure>
      )}
    </Card>
  );
};
