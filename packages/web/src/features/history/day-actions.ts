/** What a day in History offers (correct an entry, a dose or a session, add what was forgotten), handled by the tab. */
import type { DoseWithSupplement, Entry } from '@wellness/contract';

export interface DayActions {
  onEditEntry: (entry: Entry) => void;
  onDeleteEntry: (entry: Entry) => void;
  onAddEntry: (day: string) => void;
  onEditDose: (dose: DoseWithSupplement) => void;
  onLogDose: (day: string) => void;
  onAddSession: (day: string) => void;
}
