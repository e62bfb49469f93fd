import type { Hotel } from '@qa/shared/catalogue';

/**
 * The recommended order: the list as the site's editors rank it. One row a place, to read as a table. Each
 * rating filter has places at its limit and just under it (7.0 and 6.9, 9.0 and 8.9), so a boundary can be seen.
 */
// prettier-ignore
export const HOTELS: readonly Hotel[] = [
  { name: 'Old Town Boutique Hotel', type: 'hotel', place: 'Kraków', rating: 9.3, reviewNumber: 1843, distance: 0.4, price: 142 },
  { name: 'Riverside Apartments', type: 'house', place: 'Kyiv', rating: 8.7, reviewNumber: 612, distance: 1.8, price: 64 },
  { name: 'Grand Palace Suites', type: 'hotel', place: 'Vienna', rating: 9.6, reviewNumber: 2210, distance: 0.2, price: 1050 },
  { name: 'Pine Valley Camping', type: 'camping', place: 'Zakopane', rating: 8.1, reviewNumber: 407, distance: 6.5, price: 28 },
  { name: 'Harbour View Hotel', type: 'hotel', place: 'Gdańsk', rating: 8.9, reviewNumber: 1320, distance: 1.1, price: 118 },
  { name: 'Villa Aurora', type: 'house', place: 'Lviv', rating: 9.2, reviewNumber: 288, distance: 2.4, price: 96 },
  { name: 'City Budget Inn', type: 'hotel', place: 'Warsaw', rating: 6.8, reviewNumber: 2975, distance: 3.2, price: 45 },
  { name: 'Lakeside Glamping', type: 'camping', place: 'Masuria', rating: 9.0, reviewNumber: 156, distance: 12.3, price: 74 },
  { name: 'Central Station Hotel', type: 'hotel', place: 'Prague', rating: 7.6, reviewNumber: 3408, distance: 0.9, price: 87 },
  { name: 'Orchard Cottage', type: 'house', place: 'Tokaj', rating: 8.4, reviewNumber: 93, distance: 4.7, price: 79 },
  { name: 'Seaside Camp Baltic', type: 'camping', place: 'Hel', rating: 7.2, reviewNumber: 634, distance: 2.9, price: 35 },
  { name: 'Skyline Business Hotel', type: 'hotel', place: 'Berlin', rating: 8.2, reviewNumber: 4120, distance: 2.1, price: 168 },
  { name: 'Carpathian Chalet', type: 'house', place: 'Yaremche', rating: 9.4, reviewNumber: 511, distance: 1.5, price: 110 },
  { name: 'Danube Riverside Hotel', type: 'hotel', place: 'Budapest', rating: 8.6, reviewNumber: 2687, distance: 1.3, price: 131 },
  { name: 'Forest Edge Campsite', type: 'camping', place: 'Białowieża', rating: 8.8, reviewNumber: 212, distance: 3.6, price: 24 },
  { name: 'Market Square Apartments', type: 'house', place: 'Wrocław', rating: 7.9, reviewNumber: 745, distance: 0.3, price: 71 },
  { name: 'Hostel Kazimierz', type: 'hotel', place: 'Kraków', rating: 7.1, reviewNumber: 5210, distance: 1.6, price: 32 },
  { name: 'Black Sea Resort', type: 'hotel', place: 'Odesa', rating: 8.3, reviewNumber: 1902, distance: 5.4, price: 99 },
  { name: 'Mountain Meadow Camping', type: 'camping', place: 'Tatra', rating: 6.9, reviewNumber: 318, distance: 8.1, price: 19 },
  { name: 'Royal Mile Residence', type: 'house', place: 'Edinburgh', rating: 9.1, reviewNumber: 402, distance: 0.7, price: 215 },
  { name: 'Tram Depot Hotel', type: 'hotel', place: 'Poznań', rating: 7.0, reviewNumber: 1544, distance: 2.6, price: 53 },
  { name: 'Airport Express Hotel', type: 'hotel', place: 'Warsaw', rating: 7.4, reviewNumber: 2233, distance: 9.8, price: 76 },
  { name: 'Vineyard Guest House', type: 'house', place: 'Mukachevo', rating: 8.7, reviewNumber: 167, distance: 3.3, price: 58 },
  { name: 'Canal Side Hotel', type: 'hotel', place: 'Amsterdam', rating: 8.5, reviewNumber: 3866, distance: 1.0, price: 189 },
  { name: 'Dune Camp', type: 'camping', place: 'Łeba', rating: 7.8, reviewNumber: 289, distance: 4.2, price: 31 },
  { name: 'Opera House Hotel', type: 'hotel', place: 'Lviv', rating: 9.0, reviewNumber: 1458, distance: 0.5, price: 124 },
  { name: 'Stone Bridge Apartments', type: 'house', place: 'Prague', rating: 8.0, reviewNumber: 977, distance: 0.8, price: 102 },
  { name: 'Lakeview Wellness Hotel', type: 'hotel', place: 'Bled', rating: 9.5, reviewNumber: 1127, distance: 1.9, price: 246 },
  { name: 'River Bend Camping', type: 'camping', place: 'Kazimierz Dolny', rating: 8.5, reviewNumber: 198, distance: 1.4, price: 27 },
];
