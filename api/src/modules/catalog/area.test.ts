import { MAX_RADIUS_MILES, areaOfZip, milesBetween } from './area';

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

  test('answers null for a ZIP that does not exist', () => {
    expect(areaOfZip('00000')).toBeNull();
  });
});
