import { knownZipCodes, zipPlace } from '../../lib/zip-places';

/** Upper bound of a group's delivery radius; a CHECK on groups.radius_miles enforces it. */
export const MAX_RADIUS_MILES = 100;

/** Miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = 69.0;

export type Area = {
  latitude: number;
  longitude: number;
  /** Miles per degree of longitude at this latitude: 69 × cos(latitude), computed here so SQL needs only arithmetic. */
  milesPerLonDegree: number;
  /** A box that holds every point within MAX_RADIUS_MILES. */
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number };
  /**
   * The map cells (`areaCellOf`) that may hold a group serving this point: those of the box
   * with a point within MAX_RADIUS_MILES. The listing reads the groups cell by cell through
   * the index of migration 023 (catalog/listing-keys.ts).
   */
  cells: number[];
};

/** Cells per row of the grid: longitude + 180 runs from 0 to 360, both included. */
const AREA_CELL_COLUMNS = 361;

/**
 * The map cell of a point: one degree of latitude by one of longitude, numbered row by
 * row. The same number the database computes from a row's coordinates for the listing's
 * indexes (migration 023 `areaCellSql`; listing-cells.test.ts holds them to it).
 */
export function areaCellOf(latitude: number, longitude: number): number {
  return Math.floor(latitude + 90) * AREA_CELL_COLUMNS + Math.floor(longitude + 180);
}

/**
 * The cells of the box that hold a point within MAX_RADIUS_MILES of the centre, by the
 * listing's own distance (its nearest point, the centre clamped into the cell): a group in
 * any other cell is farther than any group's radius. Degrees shift by +90 and +180, so
 * they are never negative.
 */
function cellsNear(latitude: number, longitude: number, milesPerLonDegree: number, box: Area['box']): number[] {
  const cells: number[] = [];
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
  for (let row = Math.floor(box.minLat + 90); row <= Math.floor(box.maxLat + 90); row++) {
    const firstColumn = Math.max(0, Math.floor(box.minLon + 180));
    const lastColumn = Math.min(AREA_CELL_COLUMNS - 1, Math.floor(box.maxLon + 180));
    for (let column = firstColumn; column <= lastColumn; column++) {
      const dLat = (clamp(latitude + 90, row, row + 1) - (latitude + 90)) * MILES_PER_DEGREE;
      const dLon = (clamp(longitude + 180, column, column + 1) - (longitude + 180)) * milesPerLonDegree;
      // A mile to spare: the test is of shifted degrees, the listing's of plain ones.
      const reach = MAX_RADIUS_MILES + 1;
      if (dLat * dLat + dLon * dLon <= reach * reach) cells.push(row * AREA_CELL_COLUMNS + column);
    }
  }
  return cells;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The centroid of a ZIP code and the search box around it, or null for a ZIP the
 * zipcodes data does not know (which then lists nothing).
 */
export function areaOfZip(zip: string): Area | null {
  const info = zipPlace(zip);
  if (!info || !Number.isFinite(info.latitude) || !Number.isFinite(info.longitude)) return null;
  const { latitude, longitude } = info;
  const latDelta = MAX_RADIUS_MILES / MILES_PER_DEGREE;
  // Degrees of longitude shrink towards the poles; size the box at its pole-side edge
  // so it still holds the whole circle.
  const edgeLatitude = Math.min(Math.abs(latitude) + latDelta, 89);
  const lonDelta = MAX_RADIUS_MILES / (MILES_PER_DEGREE * Math.cos(toRadians(edgeLatitude)));
  const milesPerLonDegree = MILES_PER_DEGREE * Math.cos(toRadians(latitude));
  const box = {
    minLat: latitude - latDelta,
    maxLat: latitude + latDelta,
    minLon: longitude - lonDelta,
    maxLon: longitude + lonDelta,
  };
  return { latitude, longitude, milesPerLonDegree, box, cells: cellsNear(latitude, longitude, milesPerLonDegree, box) };
}

/**
 * Equirectangular distance in miles: the same formula the listing query applies in SQL
 * (good to well under a mile at delivery-radius scale). Used by the seed and tests.
 */
export function milesBetween(area: Area, latitude: number, longitude: number): number {
  const dLat = (latitude - area.latitude) * MILES_PER_DEGREE;
  const dLon = (longitude - area.longitude) * area.milesPerLonDegree;
  return Math.sqrt(dLat * dLat + dLon * dLon);
}

/** What deciding whether a group delivers somewhere needs of it. */
export type GroupArea = { latitude: number; longitude: number; radius_miles: number };

/**
 * True when the group delivers to this ZIP code: the listing's rule (the ZIP's centre
 * within the group's radius; an unknown ZIP is served by nothing), so a group reached by
 * its direct link is bought only where it would also be listed.
 */
export function groupServesZip(group: GroupArea, zip: string): boolean {
  const area = areaOfZip(zip);
  if (!area) return false;
  return milesBetween(area, group.latitude, group.longitude) <= group.radius_miles;
}

/** Every US ZIP code, read once from the zipcodes data on first use. */
let usZips: string[] | undefined;

/**
 * The ZIP codes a group at this supplier ZIP with this radius is listed in, in order:
 * exactly `groupServesZip` over every known US ZIP, so the console's area preview is the
 * listing's own rule. Empty for an unknown supplier ZIP.
 */
export function zipsServed(supplierZip: string, radiusMiles: number): string[] {
  const place = zipPlace(supplierZip);
  if (!place) return [];
  const knownCodes = knownZipCodes();
  usZips ??= Object.keys(knownCodes)
    .filter((zip) => /^\d{5}$/.test(zip))
    .sort();
  const group = { latitude: place.latitude, longitude: place.longitude, radius_miles: radiusMiles };
  // The box prefilter first: a ZIP more than the radius away in latitude alone is out.
  const latDelta = radiusMiles / MILES_PER_DEGREE;
  return usZips.filter((zip) => {
    const info = knownCodes[zip];
    if (!info || Math.abs(info.latitude - place.latitude) > latDelta) return false;
    return groupServesZip(group, zip);
  });
}
