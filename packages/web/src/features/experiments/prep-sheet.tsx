/**
 * The helper's preparation sheet for a blinded experiment: each day with "Real dose" or "Look-alike (no substance)",
 * to print for the friend who prepares identical doses. Shown only after a confirmation (experiment-detail.tsx), since
 * reading it unblinds the experiment.
 */
import type { Experiment } from '@wellness/contract';
import { formatDay } from '@/lib/date-format';
import { PrintDialog } from './print-dialog';

export function PrepSheetDialog({ experiment, onClose }: { experiment: Experiment; onClose: () => void }) {
  return (
    <PrintDialog
      title={`Preparation sheet: ${experiment.substanceName}`}
      subtitle="For the person who prepares the doses. Keep it out of sight of the person taking them."
      ready
      onClose={onClose}
    >
      <div className="flex flex-col gap-4 text-sm text-slate-800">
        <p>
          Each day, prepare one dose that looks, tastes and feels the same whether it is real or not (for example the same capsule filled with the substance or
          with an inert filler such as rice flour), and label it with the date only. Washout days follow their block.
        </p>
        <table className="w-full border-collapse text-left" data-prep-sheet>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Date
              </th>
              <th scope="col" className="py-1.5 font-semibold">
                Prepare
              </th>
            </tr>
          </thead>
          <tbody>
            {experiment.days.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <td className="py-1 pr-3">{day.dayNumber}</td>
                <td className="py-1 pr-3">{formatDay(day.date)}</td>
                <td className={`py-1 ${day.take ? 'font-semibold' : ''}`}>{day.take ? 'Real dose' : 'Look-alike (no substance)'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PrintDialog>
  );
}
