/**
 * The words of a duplicate finding, in plain language and our own words: what is doubled, the amounts per dose,
 * what today's logged doses come to (saying that it is the logged doses), and the label's daily limit.
 */
import type { DailyLimit } from './duplicate-limits.js';
import type { DuplicateClass } from './duplicate-classes.js';
import type { DuplicateFinding } from './match-types.js';

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const amount = (value: number, unit: string | null) => `${numbers.format(value)}${unit ? ` ${unit}` : ''}`;
const doses = (count: number | null) => (count === 1 ? '1 dose' : `${count ?? 0} doses`);

export function ingredientEffect(names: readonly [string, string], finding: DuplicateFinding, limit: DailyLimit | null, prescribed: boolean): string {
  const [a, b] = names;
  const ingredient = finding.label;
  const sentences = [`${a} and ${b} both contain ${ingredient}, so the amounts add up.`];
  const [x, y] = finding.amounts ?? [null, null];
  const unit = finding.unit;
  if (x?.perDose != null && y?.perDose != null && finding.perDoseTotal !== null) {
    sentences.push(`One dose of each: ${amount(x.perDose, unit)} + ${amount(y.perDose, unit)} = ${amount(finding.perDoseTotal, unit)}.`);
  } else if (x?.perDose != null) {
    sentences.push(`${a} has ${amount(x.perDose, unit)} a dose; ${b} does not say how much it has.`);
  } else if (y?.perDose != null) {
    sentences.push(`${b} has ${amount(y.perDose, unit)} a dose; ${a} does not say how much it has.`);
  } else {
    sentences.push(`Neither says how much ${ingredient} one dose has, so no total could be worked out (add the amount a dose to each item to see it).`);
  }
  const limitText = limit ? `the ${amount(limit.mg, 'mg')} daily limit${limit.countedAs ? ` (counted as ${limit.countedAs})` : ''}` : null;
  const logged = (x?.dosesToday ?? 0) + (y?.dosesToday ?? 0) > 0;
  if (finding.todayTotal !== null) {
    const total = `The doses logged today (${doses(x?.dosesToday ?? 0)} of ${a}, ${doses(y?.dosesToday ?? 0)} of ${b}) come to ${amount(finding.todayTotal, unit)}`;
    if (!limit || !limitText) sentences.push(`${total}.`);
    else sentences.push(finding.todayTotal > limit.mg ? `${total}, over ${limitText}.` : `${total}, within ${limitText}.`);
  } else if (logged) {
    sentences.push(`Doses were logged today, but not every amount is known, so today’s total could not be worked out.`);
  }
  if (limit && limitText && finding.todayTotal === null) {
    if (finding.perDoseTotal !== null && finding.perDoseTotal > limit.mg) sentences.push(`One dose of each already passes ${limitText}.`);
    else
      sentences.push(
        `The label’s limit for adults is ${amount(limit.mg, 'mg')} a day from all products together${limit.countedAs ? ` (counted as ${limit.countedAs})` : ''}.`,
      );
  }
  if (limit?.scope === 'otc-label' && prescribed) sentences.push('That is the limit for use without a prescription; your prescriber may have set another.');
  return sentences.join(' ');
}

export function ingredientMechanism(ingredient: string, limit: DailyLimit | null, medicine: boolean): string {
  if (limit) return limit.harm;
  return medicine
    ? `Two products with the same medicine double the dose of ${ingredient}, which is easy to miss when the names differ.`
    : `Two products with the same ingredient add up, and the total can pass what is safe in a day.`;
}

export function ingredientRecommendation(ingredient: string, limit: DailyLimit | null, medicine: boolean, over: boolean): string {
  if (over) {
    return `Do not take any more ${ingredient} today. If more than the limit has been taken, call a doctor or Poison Help (1-800-222-1222) now, even if you feel well.`;
  }
  if (!medicine) return `Count both toward your daily total of ${ingredient}, and check that total with the labels or a pharmacist.`;
  const count = limit ? `, and count every product’s ${ingredient} toward the ${amount(limit.mg, 'mg')} daily limit` : '';
  return `Take only one product with ${ingredient} at a time unless your prescriber or pharmacist has said otherwise${count}. If both are the same medicine entered twice, delete one.`;
}

export function classEffect(names: readonly [string, string], finding: DuplicateFinding, cls: DuplicateClass): string {
  const [a, b] = names;
  const [inA, inB] = finding.ingredients;
  // "Advil (ibuprofen)", but "Aspirin" rather than "Aspirin (aspirin)".
  const named = (name: string, ingredients: readonly string[]) =>
    ingredients.length === 1 && ingredients[0]?.toLowerCase() === name.toLowerCase() ? name : `${name} (${ingredients.join(', ')})`;
  return `${named(a, inA)} and ${named(b, inB)} are both ${cls.label}. ${cls.effect}`;
}
