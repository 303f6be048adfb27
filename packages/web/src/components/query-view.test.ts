import { describe, expect, it } from 'vitest';
import { loadBoth, queryView } from './query-view';

const isEmpty = (data: number[]) => data.length === 0;

describe('queryView', () => {
  it('is loading until data arrives', () => {
    expect(queryView({ data: undefined, isError: false })).toBe('loading');
  });

  it('is failed when the load failed without data', () => {
    expect(queryView({ data: undefined, isError: true })).toBe('error');
    expect(queryView({ data: undefined, isError: true }, { keepDataOnError: true })).toBe('error');
  });

  it('lets a failed reload win over data shown before, unless told to keep the data', () => {
    expect(queryView({ data: [1], isError: true })).toBe('error');
    expect(queryView({ data: [1], isError: true }, { keepDataOnError: true })).toBe('content');
  });

  it('is empty only when the screen says what empty means', () => {
    expect(queryView({ data: [], isError: false })).toBe('content');
    expect(queryView({ data: [], isError: false }, { isEmpty })).toBe('empty');
    expect(queryView({ data: [2], isError: false }, { isEmpty })).toBe('content');
  });
});

describe('loadBoth', () => {
  const load = <T>(data: T | undefined, isError = false) => ({
    data,
    isError,
    isFetching: false,
    refetches: 0,
    refetch() {
      this.refetches += 1;
    },
  });

  it('is loaded only when both are, joined as the screen wants', () => {
    expect(loadBoth(load(1), load(undefined), (a, b) => [a, b]).data).toBeUndefined();
    expect(loadBoth(load(1), load('two'), (a, b) => [a, b]).data).toEqual([1, 'two']);
  });

  it('fails when either fails, and its Retry reloads both', () => {
    const first = load(1);
    const second = load<number>(undefined, true);
    const both = loadBoth(first, second, (a, b) => a + b);
    expect(both.isError).toBe(true);
    both.refetch();
    expect([first.refetches, second.refetches]).toEqual([1, 1]);
  });
});
