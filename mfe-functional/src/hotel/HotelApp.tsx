import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ChallengeAppProps } from '@qa/kit';
import { primaryButtonStyle, ResultLine, tokens } from '@qa/kit';
import { FUNCTIONAL_NAMESPACE } from '../i18n/functionalTexts';
import { DEFAULT_LANGUAGE, HOTEL_FILTERS, HOTEL_SORTS, isLanguage, useTranslation } from '@qa/shared';
import { HOTEL_FILTER_NAMES, HOTEL_SORT_NAMES } from '@qa/shared/app-actions';
import { localeOf } from '@qa/shared/numbers';
import { parseHotels } from './hotels';

const App = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;

const Controls = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${tokens.space.md};

  div {
    display: grid;
    gap: ${tokens.space.xs};
  }

  label {
    font-weight: 600;
  }

  select {
    min-height: 44px;
    padding: ${tokens.space.sm};
    font: inherit;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius};
  }
`;

const Search = styled.button`
  ${primaryButtonStyle}
`;

/**
 * Where the table is wider than the card (a narrow phone), it scrolls sideways inside the page; a shadow on the
 * side with more columns says so (the two cover gradients move with the content, the shadows stay at the
 * edges), and the region takes keyboard focus so arrow keys scroll it.
 */
const Scroll = styled.div`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${tokens.colors.surface} 30%, transparent) left / 3rem 100% no-repeat local,
    linear-gradient(to left, ${tokens.colors.surface} 30%, transparent) right / 3rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 20%), transparent) left / 1rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 20%), transparent) right / 1rem 100% no-repeat
      scroll;

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * Four columns, so the ones a tester judges sorting and filtering by (rating, distance, price) fit a desktop
 * card: the kind and place of a stay sit under its name, the number of reviews under its rating.
 */
const Table = styled.table`
  width: 100%;
  min-width: 20rem;
  border-collapse: collapse;

  th,
  td {
    padding: ${tokens.space.sm} ${tokens.space.xs};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${tokens.colors.border};
  }

  th:first-child {
    padding-left: 0;
  }

  /* Distance and price: numbers, right-aligned so their digits line up. */
  th:nth-child(n + 3),
  td:nth-child(n + 3) {
    text-align: right;
    white-space: nowrap;
  }

  thead th:nth-child(n + 3) {
    white-space: normal;
  }
`;

const Detail = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.875rem;
  color: ${tokens.colors.muted};
`;

const Unreadable = styled.p`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  color: ${tokens.colors.error};
  background: ${tokens.colors.errorSurface};
  border-radius: ${tokens.radius};
  overflow-wrap: anywhere;
`;

/**
 * The hotel app (SPEC §2 'Find Your Hotel'): sort and filter, then the table the server sends as a JSON string
 * in the result message (SPEC §7); a message that is not a list is shown as an error.
 */
export const HotelApp = ({ progress, submit }: ChallengeAppProps) => {
  const { t, i18n } = useTranslation(FUNCTIONAL_NAMESPACE);
  const sortId = useId();
  const filterId = useId();
  const [sort, setSort] = useState('0');
  const [filter, setFilter] = useState('0');
  /** The sort and filter of the last search the server answered: what the result line describes. */
  const [searched, setSearched] = useState<{ sort: string; filter: string }>();
  const message = progress.result || progress.initialResult;
  const hotels = message === '' ? [] : parseHotels(message);
  const locale = localeOf(i18n.language);
  const number = new Intl.NumberFormat(locale);
  // Ratings in the notation the rating filters name (7.0 or 7,0), always with one decimal.
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const sent = { sort, filter };
    // Nothing is described for a search that got no answer (offline): the table still shows the last list.
    if (await submit({ first: sent.sort, second: sent.filter })) setSearched(sent);
  };
  const summary =
    searched && hotels
      ? t('bookHotel.app.shown', {
          sort: HOTEL_SORT_NAMES[HOTEL_SORTS[Number(searched.sort)]!][language],
          filter: HOTEL_FILTER_NAMES[HOTEL_FILTERS[Number(searched.filter)]!][language],
          shown: hotels.length,
        })
      : '';

  return (
    <App data-testid="hotel-app">
      <h2 style={{ margin: 0, fontSize: '1.25rem' }}>{t('bookHotel.app.heading')}</h2>
      <Controls onSubmit={(event) => void search(event)}>
        <div>
          <label htmlFor={sortId}>{t('bookHotel.app.sortBy')}</label>
          <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value)}>
            {HOTEL_SORTS.map((key, index) => (
              <option key={key} value={String(index)}>
                {HOTEL_SORT_NAMES[key][language]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={filterId}>{t('bookHotel.app.filterBy')}</label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value)}>
            {HOTEL_FILTERS.map((key, index) => (
              <option key={key} value={String(index)}>
                {HOTEL_FILTER_NAMES[key][language]}
              </option>
            ))}
          </select>
        </div>
        <Search type="submit">{t('bookHotel.app.search')}</Search>
      </Controls>
      <ResultLine message={summary} />
      {hotels === undefined ? (
        <Unreadable role="alert">{t('bookHotel.app.unreadable', { message })}</Unreadable>
      ) : (
        <Scroll role="region" aria-label={t('bookHotel.app.heading')} tabIndex={0}>
          <Table aria-label={t('bookHotel.app.heading')}>
            <thead>
              <tr>
                <th scope="col">{t('bookHotel.app.columns.name')}</th>
                <th scope="col">{t('bookHotel.app.columns.rating')}</th>
                <th scope="col">{t('bookHotel.app.columns.distance')}</th>
                <th scope="col">{t('bookHotel.app.columns.price')}</th>
              </tr>
            </thead>
            <tbody>
              {hotels.map((hotel) => (
                <tr key={hotel.name}>
                  <th scope="row">
                    {hotel.name}
                    <Detail>
                      {t(`bookHotel.app.types.${hotel.type}`)} · {hotel.place}
                    </Detail>
                  </th>
                  <td>
                    {rating.format(hotel.rating)}
                    <Detail>{t('bookHotel.app.reviews', { count: hotel.reviewNumber })}</Detail>
                  </td>
                  <td>{t('bookHotel.app.km', { distance: number.format(hotel.distance) })}</td>
                  <td>${number.format(hotel.price)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </App>
  );
};
