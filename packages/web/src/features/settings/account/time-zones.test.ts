import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './time-zones';

describe('time zone choices', () => {
  it('offers the five zones of part 2 §9 first, then the others once each', () => {
    const choices = timeZoneChoices(['Europe/Berlin', 'America/Chicago', 'Asia/Tokyo']);
    expect(choices).toEqual(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC', 'Europe/Berlin', 'Asia/Tokyo']);
  });
});
