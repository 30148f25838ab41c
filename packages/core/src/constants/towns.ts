import type { Town } from '../schemas/town';

/**
 * The towns of spec §9 with ids 1–13 in the spec's order. `inflection` is the Polish locative
 * with its preposition ("wizyta domowa w Krakowie"); `slug` is ASCII for URLs.
 */
export const TOWNS: readonly Town[] = [
  { id: 1, town: 'Kraków', inflection: 'w Krakowie', slug: 'krakow' },
  { id: 2, town: 'Łódź', inflection: 'w Łodzi', slug: 'lodz' },
  { id: 3, town: 'Poznań', inflection: 'w Poznaniu', slug: 'poznan' },
  { id: 4, town: 'Gdańsk', inflection: 'w Gdańsku', slug: 'gdansk' },
  { id: 5, town: 'Gdynia', inflection: 'w Gdyni', slug: 'gdynia' },
  { id: 6, town: 'Sopot', inflection: 'w Sopocie', slug: 'sopot' },
  { id: 7, town: 'Warszawa', inflection: 'w Warszawie', slug: 'warszawa' },
  { id: 8, town: 'Wrocław', inflection: 'we Wrocławiu', slug: 'wroclaw' },
  { id: 9, town: 'Piaseczno', inflection: 'w Piasecznie', slug: 'piaseczno' },
  { id: 10, town: 'Gliwice', inflection: 'w Gliwicach', slug: 'gliwice' },
  { id: 11, town: 'Tychy', inflection: 'w Tychach', slug: 'tychy' },
  { id: 12, town: 'Białystok', inflection: 'w Białymstoku', slug: 'bialystok' },
  { id: 13, town: 'Szczecin', inflection: 'w Szczecinie', slug: 'szczecin' },
];
