/** The line every interaction result is shown with (shared knowledge page: "not medical advice; ask your pharmacist"). */
export const INTERACTION_DISCLAIMER =
  'This is not medical advice. Ask your pharmacist or prescriber before starting, stopping or combining medicines and supplements.';

/** What the UI says for an item the knowledge base cannot place, so silence is never read as "safe". */
export const NOT_IN_DATABASE_MESSAGE = 'Not in the interaction database, so it was not checked.';
