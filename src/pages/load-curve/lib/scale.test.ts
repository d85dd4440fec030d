// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linear, linePath, nearestIndex, niceTicks } from './scale';

describe('the demand chart’s scales', () => {
  it('ticks the kW axis in round steps from 0 past the highest value', () => {
    expect(niceTicks(92.4)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(283.8)).toEqual([0, 50, 100, 150, 200, 250, 300]);
    expect(niceTicks(13)).toEqual([0, 2.5, 5, 7.5, 10, 12.5, 15]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('maps values to pixels and back', () => {
    const x = linear([0, 1440], [56, 1180]);
    expect(x(720)).toBe(618);
    expect(x.invert(618)).toBe(720);
  });

  it('finds the nearest point by x, at both ends and between', () => {
    const points = [0, 15, 30, 45].map((x) => ({ x }));
    expect(nearestIndex(points, -5)).toBe(0);
    expect(nearestIndex(points, 22)).toBe(1);
    expect(nearestIndex(points, 23)).toBe(2);
    expect(nearestIndex(points, 99)).toBe(3);
    expect(nearestIndex([], 3)).toBe(-1);
  });

  it('writes a path through the points in order, to a tenth of a pixel', () => {
    expect(linePath([[0, 1], [2.04, 3.36]], (p) => p[0]!, (p) => p[1]!)).toBe('M0,1L2,3.4');
  });
});
