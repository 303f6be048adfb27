/**
 * Interaction checks over the user's own inventory: pairs, one item against the rest, a name still being typed, and a
 * printable report for a clinician. Other users' ids are 404.
 */
import {
  INTERACTION_QUESTION_MAX_NAMES,
  NAME_CHECK_DRAFT_ID,
  NO_INTERACTION_RECOMMENDATION,
  SUBSTANCE_LIMITS,
  SUBSTANCE_MESSAGES,
  URGENCY_BY_RISK,
  type HealthcareReport,
  type InteractionQuestionResult,
  type InteractionReportResult,
  type PairCheckResult,
  SUBSTANCE_TYPES,
  type SubstanceType,
} from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import { reportItemOf, toSubstance } from '../../reads/inventory/to-substance.js';
import { findSubstancesByIds, listSubstances, type SubstanceWithIngredients } from '../../reads/inventory/repository.js';
import {
  checkInteractions,
  checkItemAgainst,
  checkPair,
  classById,
  INTERACTION_DISCLAIMER,
  namedSubstancesIn,
  type SubstanceKind,
  type UserItem,
} from './knowledge/index.js';
import { toItemRef, toPair, toPairRuleMatch, toReport, toUnchecked } from './report-mapping.js';
import { loggedDosagesOfDay } from './repository.js';
import type { Owner } from '../../lib/owner.js';

/** The clinician report names the user, so this service needs their name and address besides the owner. */
export type InteractionOwner = Owner & { name: string; email: string };

/**
 * At most the API's ingredients per substance are matched, whatever was stored before that bound held. The item
 * carries its amounts and the day's logged doses, for the total of an ingredient two items share.
 */
function toUserItem({ row, ingredients }: SubstanceWithIngredients, dosesOfDay: ReadonlyMap<string, (number | null)[]>): UserItem {
  const listed = ingredients.slice(0, SUBSTANCE_LIMITS.ingredients);
  return {
    id: row.id,
    name: row.name,
    substanceType: row.substance_type as SubstanceType,
    ingredients: listed.map((i) => i.name),
    amounts: {
      dose: row.dosage === null || row.unit === null ? null : { amount: Number(row.dosage), unit: row.unit },
      ingredients: listed.map((i) => ({ name: i.name, amount: Number(i.amount), unit: i.unit })),
      dosesToday: dosesOfDay.get(row.id) ?? [],
    },
  };
}

/** The item type a substance found in a question is checked as, from what kind of substance it is. */
const ITEM_TYPE_OF_KIND: Record<SubstanceKind, SubstanceType> = {
  rx: 'PRESCRIPTION',
  otc: 'OTC_MEDICATION',
  supplement: 'SUPPLEMENT',
  herb: 'HERBAL',
  food: 'SUPPLEMENT',
};

export type InteractionService = ReturnType<typeof createInteractionService>;

export function createInteractionService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * The inventory the checks pair, bounded by the cap that keeps pairing cheap (SUBSTANCE_LIMITS.items): an account
   * holding more (rows stored before imports checked the cap) gets its first items by name checked, never a stall.
   */
  async function inventory(owner: InteractionOwner): Promise<SubstanceWithIngredients[]> {
    return listSubstances(db, owner.id, SUBSTANCE_TYPES, SUBSTANCE_LIMITS.items);
  }

  /** Loads exactly these ids of the user's, or 404 when any is missing or someone else's. */
  async function owned(owner: InteractionOwner, ids: readonly string[]): Promise<SubstanceWithIngredients[]> {
    const unique = [...new Set(ids)];
    const found = await findSubstancesByIds(db, owner.id, unique);
    if (found.length !== unique.length) throw new AppError('not_found', SUBSTANCE_MESSAGES.notFound);
    return unique.map((id) => found.find((f) => f.row.id === id)).filter((f): f is SubstanceWithIngredients => f !== undefined);
  }

  /** The items with their amounts and the doses logged on the user's today. */
  async function withAmounts(owner: InteractionOwner, rows: readonly SubstanceWithIngredients[]): Promise<UserItem[]> {
    const doses = await loggedDosagesOfDay(db, owner.id, calendarDayIn(clock.now(), owner.timezone));
    return rows.map((row) => toUserItem(row, doses));
  }

  return {
    async checkPair(owner: InteractionOwner, firstId: string, secondId: string): Promise<PairCheckResult> {
      const [first, second] = await owned(owner, [firstId, secondId]);
      if (!first || !second) {
        throw new AppError('validation', 'Invalid input', { details: [{ path: 'substance2Id', message: 'Choose two different substances' }] });
      }
      const [firstItem, secondItem] = await withAmounts(owner, [first, second]);
      if (!firstItem || !secondItem) throw new AppError('not_found', SUBSTANCE_MESSAGES.notFound);
      const pair = checkPair(firstItem, secondItem);
      const both = checkInteractions([firstItem, secondItem]);
      const unrecognized = both.unrecognised.map(toItemRef);
      const unchecked = both.unchecked.map(toUnchecked);
      if (!pair) {
        return {
          hasInteraction: false,
          interaction: null,
          potentialInteractions: [],
          riskLevel: null,
          urgency: null,
          directInteraction: false,
          recommendation: NO_INTERACTION_RECOMMENDATION,
          unrecognized,
          unchecked,
          disclaimer: INTERACTION_DISCLAIMER,
        };
      }
      const isIngredient = (id: string) => !classById.has(id);
      return {
        hasInteraction: true,
        interaction: toPair(pair),
        potentialInteractions: pair.rules.map(toPairRuleMatch),
        riskLevel: pair.riskLevel,
        urgency: URGENCY_BY_RISK[pair.riskLevel],
        directInteraction: pair.rules.some((r) => r.firstMatchedOn.some(isIngredient) && r.secondMatchedOn.some(isIngredient)),
        recommendation: pair.rules[0]?.recommendation ?? NO_INTERACTION_RECOMMENDATION,
        unrecognized,
        unchecked,
        disclaimer: INTERACTION_DISCLAIMER,
      };
    },

    async bulkCheck(owner: InteractionOwner, ids: readonly string[]): Promise<InteractionReportResult> {
      return toReport(checkInteractions(await withAmounts(owner, await owned(owner, ids))));
    },

    async forSubstance(owner: InteractionOwner, id: string): Promise<InteractionReportResult> {
      const [subject] = await owned(owner, [id]);
      if (!subject) throw new AppError('not_found', SUBSTANCE_MESSAGES.notFound);
      const [item, ...others] = await withAmounts(owner, [subject, ...(await inventory(owner))]);
      if (!item) throw new AppError('not_found', SUBSTANCE_MESSAGES.notFound);
      return toReport(checkItemAgainst(item, others));
    },

    /** A name still being typed in the form, against everything the user already has (except the item being edited). */
    async checkName(
      owner: InteractionOwner,
      input: {
        name: string;
        substanceType?: SubstanceType | undefined;
        ingredients: string[];
        excludeId?: string | undefined;
        amounts?: { dose: { amount: number; unit: string } | null; ingredients: { name: string; amount: number; unit: string }[] } | undefined;
      },
    ) {
      // A name being typed has no doses logged, so its amounts stop at one dose.
      const draft: UserItem = {
        id: NAME_CHECK_DRAFT_ID,
        name: input.name,
        ingredients: input.ingredients,
        ...(input.substanceType ? { substanceType: input.substanceType } : {}),
        ...(input.amounts ? { amounts: { dose: input.amounts.dose, ingredients: input.amounts.ingredients } } : {}),
      };
      const others = await withAmounts(
        owner,
        (await inventory(owner)).filter((s) => s.row.id !== input.excludeId),
      );
      const report = toReport(checkItemAgainst(draft, others));
      return { ...report, recognized: !report.unrecognized.some((u) => u.id === NAME_CHECK_DRAFT_ID) };
    },

    /**
     * The help assistant's question: the names in its text, checked against each other. Nothing of the user's is read;
     * a name the check cannot place comes back as not checked, never as safe.
     */
    answerQuestion(text: string): InteractionQuestionResult {
      const items: UserItem[] = namedSubstancesIn(text)
        .slice(0, INTERACTION_QUESTION_MAX_NAMES)
        .map((substance, index) => ({ id: `q${index + 1}`, name: substance.name, substanceType: ITEM_TYPE_OF_KIND[substance.kind] }));
      const report = toReport(checkInteractions(items));
      const unplaced = new Set(report.unrecognized.map((item) => item.id));
      return {
        names: items.map((item) => ({ name: item.name, substanceType: item.substanceType ?? 'SUPPLEMENT', checked: !unplaced.has(item.id) })),
        report,
      };
    },

    /** The findings over the whole inventory: pairs, single-item warnings, what was not checked. */
    async interactionReport(owner: InteractionOwner): Promise<InteractionReportResult> {
      return toReport(checkInteractions(await withAmounts(owner, await inventory(owner))));
    },

    async healthcareReport(owner: InteractionOwner): Promise<HealthcareReport> {
      const items = await inventory(owner);
      const now = clock.now();
      return {
        generatedAt: now.toISOString(),
        date: calendarDayIn(now, owner.timezone),
        patient: { name: owner.name, email: owner.email },
        substances: items.map((item) => reportItemOf(toSubstance(item))),
        report: toReport(checkInteractions(await withAmounts(owner, items))),
      };
    },
  };
}
