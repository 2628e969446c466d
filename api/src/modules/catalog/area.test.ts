// @database-agnostic: the ZIP areas are pure functions, no database (runs once, on SQLite; docs/decisions.md "Test suite time").
import { seededRandom } from '../../seed/random';
import { MAX_RADIUS_MILES, areaCellOf, areaOfZip, milesBetween } from './area';

describe('areaOfZip', () => {
  test('knows a ZIP centroid and boxes every point within the maximum radius', () => {
    const dallas = areaOfZip('75201');
    expect(dallas).not.toBeNull();
    const area = dallas!;
    expect(area.latitude).toBeCloseTo(32.79, 1);
    // Points exactly MAX_RADIUS_MILES north, south, east and west lie inside the box.
    const dLat = MAX_RADIUS_MILES / 69;
    const dLon = MAX_RADIUS_MILES / area.milesPerLonDegree;
    for (const [lat, lon] of [
      [area.latitude + dLat, area.longitude],
      [area.latitude - dLat, area.longitude],
      [area.latitude, area.longitude + dLon],
      [area.latitude, area.longitude - dLon],
    ] as const) {
      expect(milesBetween(area, lat, lon)).toBeCloseTo(MAX_RADIUS_MILES, 6);
      expect(lat).toBeGreaterThanOrEqual(area.box.minLat);
      expect(lat).toBeLessThanOrEqual(area.box.maxLat);
      expect(lon).toBeGreaterThanOrEqual(area.box.minLon);
      expect(lon).toBeLessThanOrEqual(area.box.maxLon);
    }
  });

  test('measures Dallas to Fort Worth at about 30 miles', () => {
    const fortWorth = areaOfZip('76102')!;
    const dallas = areaOfZip('75201')!;
    expect(milesBetween(dallas, fortWorth.latitude, fortWorth.longitude)).toBeGreaterThan(25);
    expect(milesBetween(dallas, fortWorth.latitude, fortWorth.longitude)).toBeLessThan(35);
  });

  test('its cells hold every point within the maximum radius, and only cells of the box', () => {
    const random = seededRandom(23);
    for (const zip of ['10001', '75201', '59001', '99501', '96813', '04330']) {
      const area = areaOfZip(zip)!;
      const cells = new Set(area.cells);
      expect(cells.size).toBeGreaterThan(1);
      for (let i = 0; i < 2000; i++) {
        const dLat = (random() * 2 - 1) * (MAX_RADIUS_MILES / 69);
        const dLon = (random() * 2 - 1) * (MAX_RADIUS_MILES / area.milesPerLonDegree);
        const [lat, lon] = [area.latitude + dLat, area.longitude + dLon];
        if (milesBetween(area, lat, lon) > MAX_RADIUS_MILES) continue;
        expect({
          zip,
          lat,
          lon,
          inCells: cells.has(areaCellOf(lat, lon)),
        }).toEqual({
          zip,
          lat,
          lon,
          inCells: true,
        });
      }
      const corners = [areaCellOf(area.box.minLat, area.box.minLon), areaCellOf(area.box.maxLat, area.box.maxLon)];
      expect(area.cells.every((cell) => cell >= corners[0]! && cell <= corners[1]!)).toBe(true);
    }
  });

  test('answers null for a ZIP that does not exist', () => {
    expect(areaOfZip('00000')).toBeNull();
  });
});
