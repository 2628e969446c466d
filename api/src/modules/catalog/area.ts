import { codes, lookup } from 'zipcodes';

/** Upper bound of a group's delivery radius; a CHECK on groups.radius_miles enforces it. */
export const MAX_RADIUS_MILES = 100;

/** Miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = 69.0;

export type Area = {
  latitude: number;
  longitude: number;
  /** Miles per degree of longitude at this latitude: 69 × cos(latitude), computed here so SQL needs only arithmetic. */
  milesPerLonDegree: number;
  /** A box that holds every point within MAX_RADIUS_MILES: the indexed prefilter. */
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number };
};

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The centroid of a ZIP code and the search box around it, or null for a ZIP the
 * zipcodes data does not know (which then lists nothing).
 */
export function areaOfZip(zip: string): Area | null {
  const info = lookup(zip);
  if (!info || !Number.isFinite(info.latitude) || !Number.isFinite(info.longitude)) return null;
  const { latitude, longitude } = info;
  const latDelta = MAX_RADIUS_MILES / MILES_PER_DEGREE;
  // Degrees of longitude shrink towards the poles; size the box at its pole-side edge
  // so it still holds the whole circle.
  const edgeLatitude = Math.min(Math.abs(latitude) + latDelta, 89);
  const lonDelta = MAX_RADIUS_MILES / (MILES_PER_DEGREE * Math.cos(toRadians(edgeLatitude)));
  return {
    latitude,
    longitude,
    milesPerLonDegree: MILES_PER_DEGREE * Math.cos(toRadians(latitude)),
    box: {
      minLat: latitude - latDelta,
      maxLat: latitude + latDelta,
      minLon: longitude - lonDelta,
      maxLon: longitude + lonDelta,
    },
  };
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
  const place = lookup(supplierZip);
  if (!place) return [];
  usZips ??= Object.keys(codes)
    .filter((zip) => /^\d{5}$/.test(zip))
    .sort();
  const group = { latitude: place.latitude, longitude: place.longitude, radius_miles: radiusMiles };
  // The box prefilter first: a ZIP more than the radius away in latitude alone is out.
  const latDelta = radiusMiles / MILES_PER_DEGREE;
  return usZips.filter((zip) => {
    const info = codes[zip];
    if (!info || Math.abs(info.latitude - place.latitude) > latDelta) return false;
    return groupServesZip(group, zip);
  });
}
