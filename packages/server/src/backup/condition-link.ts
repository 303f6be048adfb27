/**
 * The rule every record naming a condition follows (a tracked condition, a goal): it names the catalog's condition
 * or a custom one, never both, and the one it names exists. Conditions and goals both hold it.
 */
import type { ErrorDetail } from '@wellness/contract';

export function conditionLinkProblems(
  path: string,
  link: { catalogConditionId: string | null; customConditionId: string | null },
  rules: { required: boolean; isCatalogCondition: (id: string) => boolean },
): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (link.catalogConditionId !== null && link.customConditionId !== null) problems.push({ path, message: 'Names both a catalog and a custom condition' });
  if (rules.required && link.catalogConditionId === null && link.customConditionId === null) problems.push({ path, message: 'Names no condition' });
  if (link.catalogConditionId !== null && !rules.isCatalogCondition(link.catalogConditionId))
    problems.push({ path: `${path}.catalogConditionId`, message: 'Not a condition of the catalog' });
  return problems;
}
