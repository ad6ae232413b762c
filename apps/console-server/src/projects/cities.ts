/**
 * Centres of the region's larger towns, so a project added without coordinates still gets a marker
 * on the dashboard map (there is no geocoding service offline). Keys are lower-case, without diacritics.
 */
const CITY_CENTRES: Record<string, { lat: number; lon: number }> = {
  beograd: { lat: 44.8125, lon: 20.4612 },
  belgrade: { lat: 44.8125, lon: 20.4612 },
  'novi sad': { lat: 45.2671, lon: 19.8335 },
  nis: { lat: 43.3209, lon: 21.8958 },
  kragujevac: { lat: 44.0128, lon: 20.9114 },
  subotica: { lat: 46.1003, lon: 19.6658 },
  cacak: { lat: 43.8914, lon: 20.3497 },
  pancevo: { lat: 44.8708, lon: 20.6403 },
  zrenjanin: { lat: 45.3836, lon: 20.3819 },
  sarajevo: { lat: 43.8563, lon: 18.4131 },
  'banja luka': { lat: 44.7722, lon: 17.191 },
  mostar: { lat: 43.3438, lon: 17.8078 },
  podgorica: { lat: 42.4304, lon: 19.2594 },
  budva: { lat: 42.2911, lon: 18.84 },
  zagreb: { lat: 45.815, lon: 15.9819 },
  split: { lat: 43.5081, lon: 16.4402 },
  rijeka: { lat: 45.3271, lon: 14.4422 },
  skopje: { lat: 41.9981, lon: 21.4254 },
  ohrid: { lat: 41.1231, lon: 20.8016 },
  bitola: { lat: 41.0297, lon: 21.3292 },
};

function normalize(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'dj')
    .trim()
    .toLowerCase();
}

export function cityCentre(city: string): { lat: number; lon: number } | undefined {
  return CITY_CENTRES[normalize(city)];
}
