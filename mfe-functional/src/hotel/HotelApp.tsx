import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeAppProps } from '@qa/kit';
import { primaryButtonStyle, tokens } from '@qa/kit';
import { FUNCTIONAL_NAMESPACE } from '../i18n/functionalTexts';
import { HOTEL_FILTERS, HOTEL_SORTS } from '@qa/shared';
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

/** Six columns do not fit a phone: the table scrolls sideways inside the page instead. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;

  th,
  td {
    padding: ${tokens.space.sm};
    text-align: left;
    border-bottom: 1px solid ${tokens.colors.border};
  }

  td:nth-child(n + 4) {
    white-space: nowrap;
  }
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
  const message = progress.result || progress.initialResult;
  const hotels = message === '' ? [] : parseHotels(message);
  const number = new Intl.NumberFormat(i18n.language === 'ua' ? 'uk' : i18n.language);

  const search = (event: FormEvent) => {
    event.preventDefault();
    void submit({ first: sort, second: filter });
  };

  return (
    <App data-testid="hotel-app">
      <h2 style={{ margin: 0, fontSize: '1.25rem' }}>{t('bookHotel.app.heading')}</h2>
      <Controls onSubmit={search}>
        <div>
          <label htmlFor={sortId}>{t('bookHotel.app.sortBy')}</label>
          <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value)}>
            {HOTEL_SORTS.map((key, index) => (
              <option key={key} value={String(index)}>
                {t(`bookHotel.app.sorts.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={filterId}>{t('bookHotel.app.filterBy')}</label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value)}>
            {HOTEL_FILTERS.map((key, index) => (
              <option key={key} value={String(index)}>
                {t(`bookHotel.app.filters.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <Search type="submit">{t('bookHotel.app.search')}</Search>
      </Controls>
      {hotels === undefined ? (
        <Unreadable role="alert">{t('bookHotel.app.unreadable', { message })}</Unreadable>
      ) : (
        <Scroll>
          <Table aria-label={t('bookHotel.app.heading')}>
            <thead>
              <tr>
                <th scope="col">{t('bookHotel.app.columns.name')}</th>
                <th scope="col">{t('bookHotel.app.columns.type')}</th>
                <th scope="col">{t('bookHotel.app.columns.place')}</th>
                <th scope="col">{t('bookHotel.app.columns.rating')}</th>
                <th scope="col">{t('bookHotel.app.columns.distance')}</th>
                <th scope="col">{t('bookHotel.app.columns.price')}</th>
              </tr>
            </thead>
            <tbody>
              {hotels.map((hotel) => (
                <tr key={hotel.name}>
                  <th scope="row">{hotel.name}</th>
                  <td>{t(`bookHotel.app.types.${hotel.type}`)}</td>
                  <td>{hotel.place}</td>
                  <td>
                    {hotel.rating.toFixed(1)} (
                    {t('bookHotel.app.reviews', { count: number.format(hotel.reviewNumber) })})
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
