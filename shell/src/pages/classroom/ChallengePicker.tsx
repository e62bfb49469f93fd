import { primaryButtonStyle, secondaryButtonStyle } from '@qa/kit';
import { CATALOGUE_NAMESPACE, CHALLENGES, storeName, useTranslation } from '@qa/shared';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { useChooseChallengesMutation } from './classroomApi';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { useChallengeNameByStoreName } from '../common/useChallengeName';
import { groupOf } from './gridFigures';
import { OutcomeLine, useFailure, type Outcome } from './OutcomeLine';

const Picker = styled.details`
  margin: ${theme.space.sm} 0;

  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }

  form {
    display: grid;
    gap: ${theme.space.sm};
  }

  fieldset {
    margin: 0;
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }

  legend label,
  fieldset > label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
    margin-inline-end: ${theme.space.md};
  }

  legend label {
    font-weight: 600;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};

  button[type='submit'] {
    ${primaryButtonStyle}
  }

  button[type='button'] {
    ${secondaryButtonStyle}
  }
`;

/** Every challenge of the catalogue by group, in catalogue order: what a trainer chooses from. */
const CATALOGUE_GROUPS: ReadonlyMap<string, readonly string[]> = CHALLENGES.reduce((groups, entry) => {
  const name = storeName(entry);
  groups.set(groupOf(name), [...(groups.get(groupOf(name)) ?? []), name]);
  return groups;
}, new Map<string, string[]>());

export interface ChallengePickerProps {
  classId: string;
  /** The challenges the grid shows now (store names). */
  chosen: readonly string[];
}

/**
 * The challenges a class's grid shows, chosen by group or one by one and kept with the class. The grid, its totals
 * and its exports count these; learners still practise every challenge.
 */
export const ChallengePicker = ({ classId, chosen }: ChallengePickerProps) => {
  const { t } = useTranslation([CLASSROOM_PAGE_NAMESPACE, CATALOGUE_NAMESPACE]);
  const challengeName = useChallengeNameByStoreName();
  const failure = useFailure();
  const [choose, { isLoading }] = useChooseChallengesMutation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(chosen));
  const [outcome, setOutcome] = useState<Outcome>();
  const disclosure = useRef<HTMLDetailsElement>(null);
  // The grid loaded again (saved here, or in another tab): the form starts from what it shows.
  const chosenKey = chosen.join(',');
  const [shownKey, setShownKey] = useState(chosenKey);
  if (shownKey !== chosenKey) {
    setShownKey(chosenKey);
    setTicked(new Set(chosen));
  }

  const set = (names: readonly string[], on: boolean) => {
    const next = new Set(ticked);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    setTicked(next);
  };

  const save = async () => {
    if (ticked.size === 0) {
      setOutcome({ ok: false, text: t('challenges.none') });
      return;
    }
    // In catalogue order, as the server keeps them.
    const names = [...CATALOGUE_GROUPS.values()].flat().filter((name) => ticked.has(name));
    try {
      await choose({ classId, challenges: names }).unwrap();
      setOutcome({ ok: true, text: t('challenges.done') });
      disclosure.current?.removeAttribute('open');
    } catch (error) {
      setOutcome(failure('challenges.failed', error));
    }
  };

  return (
    <>
      <Picker ref={disclosure}>
        <summary>{t('challenges.summary', { chosen: chosen.length, all: CHALLENGES.length })}</summary>
        <p>{t('challenges.intro')}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {[...CATALOGUE_GROUPS].map(([group, names]) => {
            const count = names.filter((name) => ticked.has(name)).length;
            return (
              <fieldset key={group}>
                <legend>
                  <label>
                    <input
                      type="checkbox"
                      checked={count === names.length}
                      ref={(box) => {
                        if (box) box.indeterminate = count > 0 && count < names.length;
                      }}
                      onChange={(event) => set(names, event.target.checked)}
                    />
                    {t('challenges.wholeGroup', { group: t(`${CATALOGUE_NAMESPACE}:groups.${group}`) })}
                  </label>
                </legend>
                {names.map((name) => (
                  <label key={name}>
                    <input
                      type="checkbox"
                      checked={ticked.has(name)}
                      onChange={(event) => set([name], event.target.checked)}
                    />
                    {challengeName(name)}
                  </label>
                ))}
              </fieldset>
            );
          })}
          <Buttons>
            <button type="submit" disabled={isLoading}>
              {t('challenges.save', { number: ticked.size })}
            </button>
            <button type="button" onClick={() => setTicked(new Set(chosen))}>
              {t('challenges.undo')}
            </button>
          </Buttons>
        </form>
      </Picker>
      <OutcomeLine outcome={outcome} />
    </>
  );
};
