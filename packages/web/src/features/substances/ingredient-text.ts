/**
 * How a card names an active ingredient: with its amount when one was given (the form saves a missing amount as
 * 0, which means "not given", not "none"), in the user's measurement units like every amount; a percentage reads
 * "5%".
 */
import type { Ingredient } from '@wellness/contract';
import { formatAmount } from '@/lib/amount-format';

export function ingredientText(ingredient: Pick<Ingredient, 'name' | 'amount' | 'unit'>): string {
  if (ingredient.amount <= 0) return ingredient.name;
  if (ingredient.unit === 'percentage') return `${ingredient.name} ${ingredient.amount}%`;
  return `${ingredient.name} ${formatAmount(ingredient.amount, ingredient.unit) ?? ''}`;
}
