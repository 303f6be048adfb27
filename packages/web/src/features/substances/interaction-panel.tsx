/**
 * The form's interaction panel: once the name has 3+ characters and typing pauses for
 * 500 ms, the name (and any ingredients) is checked against what the user already has. It shows each
 * interaction with severity, effect, advice and source, then foods, drinks and tests to watch, names every name
 * or ingredient that was not checked (the typed one's and the list's), and always carries the disclaimer. A failed check is only logged, so nothing is shown.
 */
import { INTERACTION_CHECK_DEBOUNCE_MS, INTERACTION_CHECK_MIN_CHARS, type SubstanceType } from '@wellness/contract';
import { Spinner } from '@/components/spinner';
import { EntryList } from './interaction-entry-view';
import { useNameCheck } from './queries';
import { panelFindings, panelUnchecked, TO_WATCH_TITLE } from './report-wording';
import type { NameCheckRequest, TypedAmounts } from '@/lib/resources/query-keys';
import { RISK_GROUP_LABELS, interactionEntries, mostSevereGroup, splitEntries } from './risk-groups';
import { UncheckedList } from './unchecked-list';
import { useDebouncedValue } from '@/lib/use-debounced-value';

interface InteractionPanelProps {
  name: string;
  type: SubstanceType;
  ingredients: string[];
  /** The amounts typed, so a duplicate with an item already kept can be added up. */
  amounts: TypedAmounts;
  /** The item being edited, which must not be checked against itself. */
  excludeId: string | null;
}

export function InteractionPanel({ name, type, ingredients, amounts, excludeId }: InteractionPanelProps) {
  const trimmed = name.trim();
  const ingredientKey = ingredients.join('\n');
  const amountsKey = JSON.stringify(amounts);
  const settledName = useDebouncedValue(trimmed, INTERACTION_CHECK_DEBOUNCE_MS);
  const settledIngredients = useDebouncedValue(ingredientKey, INTERACTION_CHECK_DEBOUNCE_MS);
  const settledAmounts = useDebouncedValue(amountsKey, INTERACTION_CHECK_DEBOUNCE_MS);
  const request: NameCheckRequest | null =
    settledName.length >= INTERACTION_CHECK_MIN_CHARS
      ? {
          name: settledName,
          substanceType: type,
          ingredients: settledIngredients === '' ? [] : settledIngredients.split('\n'),
          amounts: JSON.parse(settledAmounts) as TypedAmounts,
          ...(excludeId !== null ? { excludeId } : {}),
        }
      : null;
  const check = useNameCheck(request);

  if (trimmed.length < INTERACTION_CHECK_MIN_CHARS) return null;
  const typing = settledName !== trimmed || settledIngredients !== ingredientKey || settledAmounts !== amountsKey;
  if (check.isError && !typing) return null;

  const report = check.data;
  const entries = report ? interactionEntries(report) : [];
  const { pairs, toWatch } = splitEntries(entries);
  const top = mostSevereGroup(entries.map((entry) => entry.riskLevel));
  const busy = typing || check.isFetching || report === undefined;
  const unchecked = report ? panelUnchecked(report.unchecked) : [];

  let summary: string;
  if (busy) summary = 'Checking interactions with your substances…';
  else if (entries.length > 0 && top !== null) summary = panelFindings(RISK_GROUP_LABELS[top], pairs.length, toWatch.length);
  else if (report && !report.recognized) summary = `“${settledName}” is not in the interaction database, so it was not checked.`;
  else summary = 'No interaction with your current substances is listed in our knowledge base.';

  return (
    <section aria-labelledby="interaction-panel-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-col gap-1">
        <h3 id="interaction-panel-title" className="text-sm font-semibold text-slate-900">
          Interaction check
        </h3>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-800">
          {busy ? <Spinner className="text-teal-700" /> : null}
          {summary}
        </p>
      </div>
      {!busy && report ? (
        <>
          {pairs.length > 0 ? <EntryList entries={pairs} headingLevel="h4" /> : null}
          {toWatch.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h4 className="text-sm font-semibold text-slate-900">{TO_WATCH_TITLE}</h4>
              <EntryList entries={toWatch} headingLevel="h5" />
            </div>
          ) : null}
          {entries.length === 0 && report.recognized ? <p className="text-sm text-slate-700">That is not a guarantee: ask your pharmacist if unsure.</p> : null}
          <UncheckedList entries={unchecked} headingLevel="h4" />
          <p className="text-xs text-slate-600">{report.disclaimer}</p>
        </>
      ) : null}
    </section>
  );
}
