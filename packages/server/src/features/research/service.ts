/**
 * Research library rules: the updates feed (20 items by default), the items for one of the user's substances or for a
 * condition the user can see, bookmarks and read marks. Another user's substance or custom condition answers exactly
 * like one that does not exist (404); an unknown item id is 404 too.
 */
import { RESEARCH_MESSAGES, type ResearchItem, type ResearchListResponse, type ResearchMarkResponse } from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { findSubstance } from '../../reads/inventory/repository.js';
import * as repo from './repository.js';
import type { ResearchDocument } from './research-document.js';
import { RESEARCH_LIBRARY, researchById } from './research-library.js';
import { createResearchMatcher, type SubstanceConcepts } from './research-matching.js';

/** What research needs of conditions: the ones this user can see, and catalog names. Passed in by app.ts. */
export interface ResearchConditions {
  findVisible(owner: { id: string }, id: string): Promise<{ id: string; isCustom: boolean } | undefined>;
  catalogName(id: string): string | undefined;
}

export type ResearchService = ReturnType<typeof createResearchService>;

export function createResearchService(deps: { db: Db; clock: Clock; concepts: SubstanceConcepts; conditions: ResearchConditions }) {
  const { db, clock, concepts, conditions } = deps;
  const matcher = createResearchMatcher(RESEARCH_LIBRARY, concepts);

  function toItem(doc: ResearchDocument, marks: repo.ResearchMarks): ResearchItem {
    const bookmarkedAt = marks.bookmarked.get(doc.id) ?? null;
    return {
      id: doc.id,
      title: doc.title,
      authors: doc.authors,
      source: doc.source,
      year: doc.year,
      type: doc.type,
      url: doc.url,
      summary: doc.summary,
      finding: doc.finding,
      substances: [...doc.substances],
      conditions: doc.conditions.flatMap((id) => {
        const name = conditions.catalogName(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      isRead: marks.read.has(doc.id),
      isBookmarked: bookmarkedAt !== null,
      bookmarkedAt,
    };
  }

  async function answer(owner: Owner, docs: readonly ResearchDocument[], limit: number): Promise<ResearchListResponse> {
    const marks = await repo.marksOf(db, owner.id);
    return { items: docs.slice(0, limit).map((doc) => toItem(doc, marks)), disclaimer: RESEARCH_MESSAGES.disclaimer };
  }

  function knownItem(itemId: string): ResearchDocument {
    const doc = researchById.get(itemId);
    if (!doc) throw new AppError('not_found', RESEARCH_MESSAGES.itemNotFound);
    return doc;
  }

  async function markOf(owner: Owner, itemId: string): Promise<ResearchMarkResponse> {
    const marks = await repo.marksOf(db, owner.id);
    return { itemId, isRead: marks.read.has(itemId), isBookmarked: marks.bookmarked.has(itemId) };
  }

  return {
    /** Newest first; `unread` keeps only the items the user has not opened. */
    async updates(owner: Owner, query: { limit: number; unread: boolean }): Promise<ResearchListResponse> {
      if (!query.unread) return answer(owner, RESEARCH_LIBRARY, query.limit);
      const marks = await repo.marksOf(db, owner.id);
      const unread = RESEARCH_LIBRARY.filter((doc) => !marks.read.has(doc.id));
      return { items: unread.slice(0, query.limit).map((doc) => toItem(doc, marks)), disclaimer: RESEARCH_MESSAGES.disclaimer };
    },

    async forSubstance(owner: Owner, substanceId: string, limit: number): Promise<ResearchListResponse> {
      const found = await findSubstance(db, owner.id, substanceId);
      if (!found) throw new AppError('not_found', RESEARCH_MESSAGES.substanceNotFound);
      const docs = matcher.forItem({
        name: found.row.name,
        substanceType: found.row.substance_type,
        ingredients: found.ingredients.map((ingredient) => ingredient.name),
      });
      return answer(owner, docs, limit);
    },

    /** A catalog condition's items; a custom condition is the user's own words, which no shipped item is tagged with. */
    async forCondition(owner: Owner, conditionId: string, limit: number): Promise<ResearchListResponse> {
      const condition = await conditions.findVisible(owner, conditionId);
      if (!condition) throw new AppError('not_found', RESEARCH_MESSAGES.conditionNotFound);
      return answer(owner, condition.isCustom ? [] : matcher.forCondition(condition.id), limit);
    },

    /** Most recently bookmarked first. The library is bounded, so this list is too. */
    async bookmarked(owner: Owner): Promise<ResearchListResponse> {
      const marks = await repo.marksOf(db, owner.id);
      const docs = [...marks.bookmarked.entries()]
        .sort(([idA, atA], [idB, atB]) => (atA === atB ? (idA < idB ? -1 : 1) : atA < atB ? 1 : -1))
        .flatMap(([id]) => {
          const doc = researchById.get(id);
          return doc ? [doc] : [];
        });
      return { items: docs.map((doc) => toItem(doc, marks)), disclaimer: RESEARCH_MESSAGES.disclaimer };
    },

    async bookmark(owner: Owner, itemId: string): Promise<ResearchMarkResponse> {
      knownItem(itemId);
      await repo.addBookmark(db, owner.id, itemId, clock.now().toISOString());
      return markOf(owner, itemId);
    },

    async removeBookmark(owner: Owner, itemId: string): Promise<ResearchMarkResponse> {
      knownItem(itemId);
      await repo.removeBookmark(db, owner.id, itemId);
      return markOf(owner, itemId);
    },

    async markRead(owner: Owner, itemId: string): Promise<ResearchMarkResponse> {
      knownItem(itemId);
      await repo.markRead(db, owner.id, itemId, clock.now().toISOString());
      return markOf(owner, itemId);
    },
  };
}
