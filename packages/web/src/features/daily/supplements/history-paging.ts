/**
 * The dose-history modal's paging and summary (the API's "pagination.pages", 20 doses a page): "Page 1 of 3",
 * Previous and Next, and a one-line count for the chosen window.
 */
export function pageLabel(page: number, pages: number): string {
  return `Page ${page} of ${Math.max(1, pages)}`;
}

export function hasPreviousPage(page: number): boolean {
  return page > 1;
}

export function hasNextPage(page: number, pages: number): boolean {
  return page < pages;
}

export function windowLabel(days: number): string {
  return `${days} days`;
}

export function historySummary(total: number, days: number): string {
  return `${total} dose${total === 1 ? '' : 's'} in the last ${days} days`;
}
